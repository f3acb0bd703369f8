import { Anchor, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingBank,
  IconBuildingStore,
  IconCreditCard,
  IconMail,
  IconMapPin,
  IconRoute,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BRAND, STORE_SEARCH_RADIUS_KM } from '@lumbung/contracts';
import { PageContainer } from '@/components/ui/page-container';
import { SITE } from '@/config/site';
import { currentLocale, T, useT } from '@/i18n';
import { PRODUCE } from './produce';
import classes from './about-page.module.css';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="xl" className={classes.card}>
      <ThemeIcon size={46} radius="md" variant="light">
        {icon}
      </ThemeIcon>
      <Title order={3} mt="md" mb="xs">
        {title}
      </Title>
      <Stack gap="xs" c="gray.7">
        {children}
      </Stack>
    </Paper>
  );
}

/** The credit line's links, opened in a new tab. */
const credit = (href: string) => (
  <Anchor href={href} target="_blank" rel="noopener noreferrer" underline="always" />
);

export function AboutPage() {
  const t = useT();
  const km = STORE_SEARCH_RADIUS_KM;
  const company = { brand: BRAND, company: SITE.company, city: SITE.companyCity };
  return (
    <>
      <section className={classes.header} aria-labelledby="about-title">
        <div className={classes.headerInner}>
          <div>
            <Text className={classes.eyebrow}>{t('storefront.story.about')}</Text>
            <Title order={1} id="about-title" className={classes.title}>
              {t('storefront.about.title', { brand: BRAND })}
            </Title>
            <Text className={classes.lead}>{t('storefront.about.lead', { brand: BRAND })}</Text>
          </div>
          <div className={classes.headerArt} aria-hidden="true">
            <img src={PRODUCE.convenienceStore} alt="" width={96} height={96} />
            <img src={PRODUCE.deliveryTruck} alt="" width={96} height={96} />
          </div>
        </div>
      </section>

      <PageContainer>
        <section aria-labelledby="who-title" className={classes.split}>
          <div>
            <Title order={2} id="who-title" className={classes.h2}>
              {t('storefront.about.who')}
            </Title>
            <Text size="lg" c="gray.7" mt="sm">
              <T id="storefront.about.whoText" values={company} components={{ 0: <em /> }} />
            </Text>
            <Text size="lg" c="gray.7" mt="sm">
              {t('storefront.about.stores', { brand: BRAND })}
            </Text>
          </div>
          <div className={classes.radius}>
            <span className={classes.radiusValue}>
              {new Intl.NumberFormat(currentLocale(), { style: 'unit', unit: 'kilometer' }).format(km)}
            </span>
            <span className={classes.radiusLabel}>{t('storefront.about.farthest')}</span>
          </div>
        </section>

        <section aria-labelledby="how-title" className={classes.section}>
          <Title order={2} id="how-title" className={classes.h2} mb="lg">
            {t('storefront.about.how')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <InfoCard icon={<IconMapPin size={24} aria-hidden />} title={t('storefront.about.find')}>
              <Text>{t('storefront.about.findText', { brand: BRAND })}</Text>
            </InfoCard>
            <InfoCard icon={<IconRoute size={24} aria-hidden />} title={t('storefront.about.rule', { km })}>
              <Text>{t('storefront.about.ruleText', { km })}</Text>
            </InfoCard>
            <InfoCard
              icon={<IconTruckDelivery size={24} aria-hidden />}
              title={t('storefront.about.delivers')}
            >
              <Text>{t('storefront.about.deliversText')}</Text>
            </InfoCard>
          </SimpleGrid>
        </section>

        <section aria-labelledby="payment-title" className={classes.section}>
          <Title order={2} id="payment-title" className={classes.h2} mb="lg">
            {t('storefront.about.payment')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <InfoCard
              icon={<IconBuildingBank size={24} aria-hidden />}
              title={t('storefront.about.transfer')}
            >
              <Text>{t('storefront.about.transferText')}</Text>
            </InfoCard>
            <InfoCard icon={<IconCreditCard size={24} aria-hidden />} title={t('storefront.about.va')}>
              <Text>{t('storefront.about.vaText')}</Text>
            </InfoCard>
          </SimpleGrid>
          <Text c="dimmed" mt="md">
            {t('storefront.about.prices')}
          </Text>
        </section>

        <section aria-labelledby="contact-title" className={classes.section}>
          <Paper radius="xl" p={{ base: 'lg', sm: 40 }} className={classes.contact}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
              <div>
                <Title order={2} id="contact-title" className={classes.h2}>
                  {t('storefront.about.contact')}
                </Title>
                <Text size="lg" mt="sm" c="gray.7">
                  {t('storefront.about.contactText')}
                </Text>
              </div>
              <Stack gap="md" justify="center">
                <Text className={classes.contactLine}>
                  <IconMail size={20} aria-hidden />
                  <Anchor href={`mailto:${SITE.email}`} fw={700} fz="inherit">
                    {SITE.email}
                  </Anchor>
                </Text>
                <Text className={classes.contactLine}>
                  <IconBuildingStore size={20} aria-hidden />
                  <span>
                    {SITE.company}, {SITE.companyCity}
                  </span>
                </Text>
              </Stack>
            </SimpleGrid>
          </Paper>
        </section>

        <Text size="sm" c="dimmed" mt={48}>
          <T
            id="storefront.about.credits"
            values={{ brand: BRAND }}
            components={{
              0: credit('https://github.com/jdecked/twemoji'),
              1: credit('https://creativecommons.org/licenses/by/4.0/'),
            }}
          />
        </Text>
      </PageContainer>
    </>
  );
}
