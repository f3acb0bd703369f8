import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { BRAND, ROUTES } from '@lumbung/contracts';
import { CopyValue } from '@/components/ui/copy-value';
import { toast } from '@/components/ui/toast';
import { useT } from '@/i18n';

/** The invitation link: the register page fills in the code (docs/decisions/0040-shell-dialogs-and-account-pages.md). */
export function invitationLink(code: string, origin: string = window.location.origin): string {
  return `${origin}${ROUTES.register}?ref=${encodeURIComponent(code)}`;
}

/**
 * The shopper's referral code (docs/product.md §3), to copy or share: a friend who joins with it and verifies
 * the e-mail gets a welcome voucher, and so does the shopper.
 */
export function ReferralCard({ code }: { code: string }) {
  const t = useT();
  const link = invitationLink(code);
  const share = async () => {
    const text = t('account.referral.invitation', { brand: BRAND, code });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: BRAND, text, url: link });
        return;
      } catch (error) {
        // The shopper closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(`${text} ${link}`);
      toast.success(t('account.referral.copied'));
    } catch {
      toast.error(t('account.referral.copyFailed'));
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('account.referral.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('account.referral.text')}
        </Text>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <CopyValue display={code} value={code} label={t('account.referral.copy')} testId="referral-code" />
          <Button
            variant="light"
            radius="xl"
            leftSection={<IconShare size={18} aria-hidden />}
            onClick={() => void share()}
          >
            {t('account.referral.share')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
