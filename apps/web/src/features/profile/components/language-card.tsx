import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { useT, type Locale } from '@/i18n';

type LanguageCardProps = {
  /**
   * Runs once the shop shows the language the shopper picked; the switch has already kept it in
   * the browser's cookie. The account keeps it through this (the profile's `locale`), so the
   * shopper's other devices speak it too.
   */
  onLocaleChange?: (locale: Locale) => void;
};

/** The shop's language, English or Bahasa Indonesia, chosen on the profile page. */
export function LanguageCard({ onLocaleChange }: LanguageCardProps) {
  const t = useT();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="language-card">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Title order={2} size="h4">
            {t('account.profile.language')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account.profile.languageHint')}
          </Text>
        </Stack>
        <LanguageSwitch onChange={onLocaleChange} />
      </Group>
    </Paper>
  );
}
