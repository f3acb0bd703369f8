import { CloseButton, Group, Image, Input, Radio, Stack, Text } from '@mantine/core';
import { IconPhoto, IconPhotoX, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { FileRejection } from 'react-dropzone';
import { UPLOAD_MAX_BYTES } from '@lumbung/contracts';
import { t, useT } from '@/i18n';
import { DropArea, WhileDragging } from './drop-area';

/** What the shop's uploads take (docs/architecture.md §2 files): JPG/JPEG or PNG, 1 MB at most. */
export const IMAGE_ACCEPT = ['image/jpeg', 'image/png'];
const imageTooLarge = () => t('back-office.image.tooLarge', { max: '1 MB' });
const imageWrongType = () => t('back-office.image.wrongType', { formats: 'JPG, JPEG or PNG' });

/** Why a dropped file was refused, in the catalogue's words. */
export function rejectionMessage(rejection: FileRejection | undefined): string {
  const code = rejection?.errors[0]?.code;
  return code === 'file-too-large' ? imageTooLarge() : imageWrongType();
}

/** Checks a file as the dropzone does, for files that arrive another way (a paste, a test). */
export function imageProblem(file: File): string | null {
  if (!IMAGE_ACCEPT.includes(file.type)) return imageWrongType();
  return file.size > UPLOAD_MAX_BYTES ? imageTooLarge() : null;
}

function usePreview(file: File | null): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/** Inside a drop area: an icon for the drag's state (would accept, would refuse, idle) and two lines. */
function DropPrompt({ title, detail }: { title: string; detail: string }) {
  return (
    <Group justify="center" gap="md" mih={88} style={{ pointerEvents: 'none' }} wrap="nowrap">
      <WhileDragging state="accept">
        <IconUpload size={36} aria-hidden color="var(--mantine-color-leaf-7)" />
      </WhileDragging>
      <WhileDragging state="reject">
        <IconPhotoX size={36} aria-hidden color="var(--mantine-color-red-7)" />
      </WhileDragging>
      <WhileDragging state="idle">
        <IconPhoto size={36} aria-hidden color="var(--mantine-color-gray-6)" />
      </WhileDragging>
      <div>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </div>
    </Group>
  );
}

type ImageDropzoneProps = {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** The picture kept today (when editing), shown until another is chosen. */
  currentUrl?: string | null;
  error?: string | null;
  required?: boolean;
};

/** One picture: dropped, or chosen by click or keyboard; refused over 1 MB or not JPG/PNG; previewed. */
export function ImageDropzone({ label, value, onChange, currentUrl, error, required }: ImageDropzoneProps) {
  const t = useT();
  const [refused, setRefused] = useState<string | null>(null);
  const preview = usePreview(value);
  const id = useId();
  const shown = preview ?? currentUrl ?? null;
  const problem = error ?? refused;

  const accept = (files: File[]) => {
    const file = files[0] ?? null;
    const why = file ? imageProblem(file) : null;
    setRefused(why);
    onChange(why ? null : file);
  };

  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={problem}
      description={t('back-office.image.accepts')}
      id={`${id}-wrapper`}
    >
      <Stack gap="xs" mt={6}>
        <DropArea
          onDrop={accept}
          onReject={(rejections) => {
            setRefused(rejectionMessage(rejections[0]));
            onChange(null);
          }}
          maxSize={UPLOAD_MAX_BYTES}
          accept={IMAGE_ACCEPT}
          multiple={false}
          radius="md"
          aria-label={t('back-office.image.dropOne', { label })}
          inputProps={{ 'aria-label': label, id }}
          style={problem ? { borderColor: 'var(--mantine-color-red-7)' } : undefined}
        >
          <DropPrompt
            title={t('back-office.image.dropOneHere')}
            detail={
              value ? `${value.name} (${Math.ceil(value.size / 1024)} KB)` : t('back-office.image.noneNew')
            }
          />
        </DropArea>
        {shown ? (
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <Image
              src={shown}
              alt={
                value ? t('back-office.image.preview', { name: value.name }) : t('back-office.image.current')
              }
              w={120}
              h={120}
              fit="cover"
              radius="md"
            />
            {value ? (
              <CloseButton aria-label={t('back-office.image.removeChosen')} onClick={() => onChange(null)} />
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}

/** Object URLs of several files, revoked when the files change or the component leaves. */
function usePreviews(files: readonly File[]): string[] {
  const urls = useMemo(
    () => files.map((file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '')),
    [files],
  );
  useEffect(
    () => () => {
      for (const url of urls) if (url) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

type ImagesDropzoneProps = {
  label: string;
  value: readonly File[];
  onChange: (files: File[]) => void;
  /** The most files it takes; more are refused with `tooManyMessage`. */
  max: number;
  tooManyMessage: string;
  /** With these, one of the files is the primary one (the first shown), chosen by a radio. */
  primary?: number;
  onPrimaryChange?: (index: number) => void;
  error?: string | null;
  required?: boolean;
};

/**
 * Several pictures (the product form): dropped or chosen at once or one after another, each checked
 * as ImageDropzone checks one (JPG/PNG, 1 MB), previewed, removable, and optionally one marked primary.
 */
export function ImagesDropzone({
  label,
  value,
  onChange,
  max,
  tooManyMessage,
  primary,
  onPrimaryChange,
  error,
  required,
}: ImagesDropzoneProps) {
  const t = useT();
  const [refused, setRefused] = useState<string | null>(null);
  const previews = usePreviews(value);
  const id = useId();
  const problem = error ?? refused;

  const add = (files: File[]) => {
    const why = files.map(imageProblem).find(Boolean) ?? null;
    const good = files.filter((file) => !imageProblem(file));
    const next = [...value, ...good];
    if (next.length > max) {
      setRefused(tooManyMessage);
      onChange(next.slice(0, max));
      return;
    }
    setRefused(why);
    onChange(next);
  };
  const removeAt = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    if (primary !== undefined && onPrimaryChange) {
      if (index === primary) onPrimaryChange(0);
      else if (index < primary) onPrimaryChange(primary - 1);
    }
    setRefused(null);
  };

  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={problem}
      description={t('back-office.image.acceptsMany', { max })}
      id={`${id}-wrapper`}
    >
      <Stack gap="xs" mt={6}>
        <DropArea
          onDrop={add}
          onReject={(rejections) => setRefused(rejectionMessage(rejections[0]))}
          maxSize={UPLOAD_MAX_BYTES}
          accept={IMAGE_ACCEPT}
          multiple
          disabled={value.length >= max}
          radius="md"
          aria-label={t('back-office.image.dropMany', { label })}
          inputProps={{ 'aria-label': label, id }}
          style={problem ? { borderColor: 'var(--mantine-color-red-7)' } : undefined}
        >
          <DropPrompt
            title={
              value.length >= max
                ? t('back-office.image.allChosen', { max })
                : t('back-office.image.dropManyHere')
            }
            detail={
              value.length === 0
                ? t('back-office.image.none')
                : t('back-office.image.someChosen', { count: value.length, max })
            }
          />
        </DropArea>
        {value.length > 0 ? (
          <Group gap="sm" align="flex-start" role="list" aria-label={t('back-office.image.chosenList')}>
            {value.map((file, index) => (
              <Stack key={`${file.name}-${index}`} gap={4} align="center" role="listitem" w={120}>
                <Image
                  src={previews[index] || undefined}
                  alt={t('back-office.image.preview', { name: file.name })}
                  w={120}
                  h={120}
                  fit="cover"
                  radius="md"
                />
                <Group gap={4} wrap="nowrap" justify="space-between" w="100%">
                  {onPrimaryChange ? (
                    <Radio
                      size="xs"
                      name={`${id}-primary`}
                      label={t('back-office.image.primary')}
                      checked={primary === index}
                      onChange={() => onPrimaryChange(index)}
                      aria-label={t('back-office.image.makePrimary', { name: file.name })}
                    />
                  ) : (
                    <span />
                  )}
                  <CloseButton
                    size="sm"
                    aria-label={t('back-office.image.remove', { name: file.name })}
                    onClick={() => removeAt(index)}
                  />
                </Group>
              </Stack>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
