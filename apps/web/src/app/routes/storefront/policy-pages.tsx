import { Anchor, List, Stack, Table, Text, Title } from '@mantine/core';
import { BRAND, COOKIES } from '@lumbung/contracts';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { SITE } from '@/config/site';
import { T, useT, type MessageId } from '@/i18n';

function Contact() {
  return (
    <Text>
      <T
        id="storefront.policy.contact"
        values={{ email: SITE.email, company: SITE.company, city: SITE.companyCity }}
        components={{ 0: <Anchor href={`mailto:${SITE.email}`} underline="always" /> }}
      />
    </Text>
  );
}

const KEPT: readonly MessageId[] = [
  'storefront.privacy.account',
  'storefront.privacy.addresses',
  'storefront.privacy.orders',
  'storefront.privacy.location',
];

export function PrivacyPolicyPage() {
  const t = useT();
  return (
    <PageContainer narrow>
      <PageHeader title={t('shop.policy.privacy')} eyebrow={t('shop.footer.policies')}>
        {t('storefront.privacy.lead', { brand: BRAND })}
      </PageHeader>
      <Stack gap="lg" c="gray.8">
        <section>
          <Title order={2} size="h3" mb="xs">
            {t('storefront.privacy.what')}
          </Title>
          <List spacing="xs">
            {KEPT.map((id) => (
              <List.Item key={id}>{t(id)}</List.Item>
            ))}
          </List>
        </section>
        <section>
          <Title order={2} size="h3" mb="xs">
            {t('storefront.privacy.why')}
          </Title>
          <Text>{t('storefront.privacy.whyText')}</Text>
        </section>
        <section>
          <Title order={2} size="h3" mb="xs">
            {t('storefront.privacy.choices')}
          </Title>
          <Text>{t('storefront.privacy.choicesText')}</Text>
        </section>
        <Contact />
      </Stack>
    </PageContainer>
  );
}

/** Each cookie: what it is for (a message id) and how long it lasts, in days or in words. */
const COOKIE_ROWS: readonly { name: string; purpose: MessageId; days: number | null }[] = [
  {
    name: COOKIES.accessToken.name,
    purpose: 'storefront.cookie.access',
    days: COOKIES.accessToken.maxAgeDays,
  },
  {
    name: COOKIES.refreshToken.name,
    purpose: 'storefront.cookie.refresh',
    days: COOKIES.refreshToken.maxAgeDays,
  },
  {
    name: COOKIES.sessionRenewable.name,
    purpose: 'storefront.cookie.renewable',
    days: COOKIES.sessionRenewable.maxAgeDays,
  },
  { name: COOKIES.currentStoreId.name, purpose: 'storefront.cookie.store', days: null },
  {
    name: COOKIES.assignedStoreId.name,
    purpose: 'storefront.cookie.assigned',
    days: COOKIES.assignedStoreId.maxAgeDays,
  },
];

export function CookiePolicyPage() {
  const t = useT();
  return (
    <PageContainer narrow>
      <PageHeader title={t('shop.policy.cookie')} eyebrow={t('shop.footer.policies')}>
        {t('storefront.cookie.lead', { brand: BRAND })}
      </PageHeader>
      <Stack gap="lg" c="gray.8">
        <Table striped withTableBorder verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('storefront.cookie.name')}</Table.Th>
              <Table.Th scope="col">{t('storefront.cookie.purpose')}</Table.Th>
              <Table.Th scope="col">{t('storefront.cookie.lifetime')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {COOKIE_ROWS.map((row) => (
              <Table.Tr key={row.name}>
                <Table.Td>
                  <code>{row.name}</code>
                </Table.Td>
                <Table.Td>{t(row.purpose)}</Table.Td>
                <Table.Td>
                  {row.days === null
                    ? t('storefront.cookie.untilChange')
                    : t('storefront.cookie.days', { days: row.days })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text>{t('storefront.cookie.logout')}</Text>
        <Contact />
      </Stack>
    </PageContainer>
  );
}
