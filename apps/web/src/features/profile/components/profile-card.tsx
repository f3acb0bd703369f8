import {
  Alert,
  Avatar,
  Badge,
  Button,
  FileButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { UPLOAD_MAX_BYTES, Username, USERNAME_MAX_LENGTH, type UserProfile } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { t, useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useRemovePicture, useUpdateUsername, useUploadPicture } from '../api/profile';
import { PhoneForm } from './phone-form';

const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
const FORMATS = 'jpg, jpeg, png, gif';

/** What the browser can tell before uploading; the server judges the bytes themselves. */
function pictureProblem(file: File): string | null {
  if (!PICTURE_TYPES.includes(file.type)) return t('account.errors.imageNotAccepted', { formats: FORMATS });
  if (file.size > UPLOAD_MAX_BYTES) return t('account.errors.payloadTooLarge', { max: '1 MB' });
  return null;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** The contract's Username rule, with its refusal in the language shown. */
function usernameRule(value: string): string | null {
  return Username.safeParse(value).success ? null : t('account.errors.usernameInvalid');
}

/**
 * The account at a glance: the picture (change, remove), the username (rename), the mobile number
 * (save, remove) and the e-mail.
 */
export function ProfileCard({ profile, onRenamed }: { profile: UserProfile; onRenamed?: () => void }) {
  const t = useT();
  const userId = profile.user_id;
  const upload = useUploadPicture(userId);
  const remove = useRemovePicture(userId);
  const rename = useUpdateUsername(userId, onRenamed);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: profile.username },
    validate: { username: usernameRule },
  });

  const choose = (file: File | null) => {
    if (!file) return;
    const problem = pictureProblem(file);
    setPictureError(problem);
    if (problem) return;
    upload.mutate(file, {
      onSuccess: () => toast.success(t('account.profile.pictureUpdated')),
      onError: (error) => setPictureError(errorMessage(error, t('account.errors.imageUpdate'))),
    });
  };

  const submit = form.onSubmit(({ username }) =>
    rename.mutate(username.trim(), {
      onSuccess: (saved) => {
        form.setValues({ username: saved.username });
        form.resetDirty({ username: saved.username });
        toast.success(t('account.profile.updated'));
      },
      onError: (error) => form.setFieldError('username', errorMessage(error)),
    }),
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar
            src={profile.image}
            alt={profile.image ? t('account.profile.pictureOf', { name: profile.username }) : undefined}
            size={88}
            radius={88}
            color="leaf"
            data-testid="profile-picture"
          >
            {initials(profile.username)}
          </Avatar>
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }} data-testid="profile-username">
              {profile.username}
            </Title>
            <Group gap={6}>
              <FileButton onChange={choose} accept={PICTURE_TYPES.join(',')}>
                {(props) => (
                  <Button
                    {...props}
                    size="compact-sm"
                    variant="light"
                    radius="xl"
                    leftSection={<IconPhotoUp size={16} aria-hidden />}
                    loading={upload.isPending}
                  >
                    {t(profile.image ? 'account.profile.changePicture' : 'account.profile.addPicture')}
                  </Button>
                )}
              </FileButton>
              {profile.image ? (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  c="red.9"
                  radius="xl"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  loading={remove.isPending}
                  onClick={() =>
                    remove.mutate(undefined, {
                      onSuccess: () => toast.success(t('account.profile.pictureRemoved')),
                      onError: (error) => setPictureError(errorMessage(error)),
                    })
                  }
                >
                  {t('account.profile.removePicture')}
                </Button>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {t('account.profile.pictureRules')}
            </Text>
          </Stack>
        </Group>
        {pictureError ? (
          <Alert role="alert" color="red" variant="light" data-testid="picture-error">
            {pictureError}
          </Alert>
        ) : null}

        <form onSubmit={submit} noValidate aria-label={t('account.profile.username')}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('account.profile.username')}
              description={t('account.profile.usernameHint')}
              required
              maxLength={USERNAME_MAX_LENGTH + 10}
              style={{ flex: '1 1 14rem' }}
              key={form.key('username')}
              {...form.getInputProps('username')}
            />
            <Button type="submit" radius="xl" loading={rename.isPending}>
              {t('account.profile.saveUsername')}
            </Button>
          </Group>
        </form>

        <PhoneForm profile={profile} />

        <div>
          <Text size="sm" fw={600}>
            {t('account.email.label')}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Text style={{ overflowWrap: 'anywhere' }} data-testid="profile-email">
              {profile.email}
            </Text>
            <Badge
              variant="light"
              color={profile.is_verified ? 'leaf' : 'turmeric'}
              styles={{ label: { color: profile.is_verified ? 'var(--mantine-color-leaf-9)' : undefined } }}
            >
              {t(profile.is_verified ? 'account.profile.verified' : 'account.profile.notVerified')}
            </Badge>
          </Group>
        </div>
      </Stack>
    </Paper>
  );
}
