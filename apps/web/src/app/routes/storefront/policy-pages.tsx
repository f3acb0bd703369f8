import { Anchor, List, Stack, Table, Text, Title } from '@mantine/core';
import { BRAND, COOKIES } from '@lumbung/contracts';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { SITE } from '@/config/site';

function Contact() {
  return (
    <Text>
      Questions:{' '}
      <Anchor href={`mailto:${SITE.email}`} underline="always">
        {SITE.email}
      </Anchor>
      , {SITE.company}, {SITE.companyCity}.
    </Text>
  );
}

export function PrivacyPolicyPage() {
  return (
    <PageContainer narrow>
      <PageHeader title="Privacy Policy" eyebrow="Policies">
        What {BRAND} keeps about you, and why.
      </PageHeader>
      <Stack gap="lg" c="gray.8">
        <section>
          <Title order={2} size="h3" mb="xs">
            What we keep
          </Title>
          <List spacing="xs">
            <List.Item>Your account: username, e-mail address and a one-way hash of your password.</List.Item>
            <List.Item>Your delivery addresses and their cities.</List.Item>
            <List.Item>Your cart, orders, vouchers and the proofs of payment you upload.</List.Item>
            <List.Item>
              Your location, only when you allow your browser to share it, to find the nearest store.
            </List.Item>
          </List>
        </section>
        <section>
          <Title order={2} size="h3" mb="xs">
            Why we keep it
          </Title>
          <Text>
            To run your account, match you with the nearest store, deliver your orders and check your
            payments. The store that serves an order sees what it needs to pack and deliver it. We do not sell
            your data and we show no third-party advertising.
          </Text>
        </section>
        <section>
          <Title order={2} size="h3" mb="xs">
            Your choices
          </Title>
          <Text>
            You can change your profile and addresses at any time, and you may ask us to delete your account.
            Orders are kept for as long as the law requires us to keep sales records.
          </Text>
        </section>
        <Contact />
      </Stack>
    </PageContainer>
  );
}

const COOKIE_ROWS = [
  {
    name: COOKIES.accessToken.name,
    purpose: 'Keeps you logged in.',
    lifetime: `${COOKIES.accessToken.maxAgeDays} day`,
  },
  {
    name: COOKIES.refreshToken.name,
    purpose:
      'Renews your session without asking for your password again. Only our server reads it: scripts on the page cannot.',
    lifetime: `${COOKIES.refreshToken.maxAgeDays} days`,
  },
  {
    name: COOKIES.sessionRenewable.name,
    purpose: 'Tells this site that your session can be renewed. It holds no secret.',
    lifetime: `${COOKIES.sessionRenewable.maxAgeDays} days`,
  },
  {
    name: COOKIES.currentStoreId.name,
    purpose: 'Remembers which store serves you.',
    lifetime: 'Replaced whenever your store changes',
  },
  {
    name: COOKIES.assignedStoreId.name,
    purpose: 'Store admins only: the store they manage; sent only to the store back-office.',
    lifetime: `${COOKIES.assignedStoreId.maxAgeDays} days`,
  },
];

export function CookiePolicyPage() {
  return (
    <PageContainer narrow>
      <PageHeader title="Cookie Policy" eyebrow="Policies">
        {BRAND} uses a few cookies that the shop needs to work, and nothing for advertising or tracking.
      </PageHeader>
      <Stack gap="lg" c="gray.8">
        <Table striped withTableBorder verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Cookie</Table.Th>
              <Table.Th scope="col">What it is for</Table.Th>
              <Table.Th scope="col">How long it lasts</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {COOKIE_ROWS.map((row) => (
              <Table.Tr key={row.name}>
                <Table.Td>
                  <code>{row.name}</code>
                </Table.Td>
                <Table.Td>{row.purpose}</Table.Td>
                <Table.Td>{row.lifetime}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text>
          Logging out removes the session cookies. You can also delete cookies in your browser settings; you
          will then need to log in again.
        </Text>
        <Contact />
      </Stack>
    </PageContainer>
  );
}
