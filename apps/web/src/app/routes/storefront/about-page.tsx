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

export function AboutPage() {
  return (
    <>
      <section className={classes.header} aria-labelledby="about-title">
        <div className={classes.headerInner}>
          <div>
            <Text className={classes.eyebrow}>About us</Text>
            <Title order={1} id="about-title" className={classes.title}>
              About {BRAND}
            </Title>
            <Text className={classes.lead}>
              {BRAND} is an online grocery shop built on real, physical stores across Indonesia. You shop the
              shelves of the store nearest you, and that store packs and sends your order.
            </Text>
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
              Who we are
            </Title>
            <Text size="lg" c="gray.7" mt="sm">
              {BRAND} is run by {SITE.company} from {SITE.companyCity}. A <em>lumbung</em> is the rice barn of
              an Indonesian village: the shared store that keeps everyone fed through the season. We want
              every neighbourhood to have one close by.
            </Text>
            <Text size="lg" c="gray.7" mt="sm">
              Each {BRAND} store keeps its own shelves, stock, prices and discounts, looked after by its own
              store team. What you see when you shop is what your store actually has.
            </Text>
          </div>
          <div className={classes.radius}>
            <span className={classes.radiusValue}>{STORE_SEARCH_RADIUS_KM} km</span>
            <span className={classes.radiusLabel}>the farthest a store may be from you</span>
          </div>
        </section>

        <section aria-labelledby="how-title" className={classes.section}>
          <Title order={2} id="how-title" className={classes.h2} mb="lg">
            How stores and delivery work
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <InfoCard icon={<IconMapPin size={24} aria-hidden />} title="We find your store">
              <Text>
                When you are logged in we use your saved address; otherwise, with your permission, the
                location of your browser. From there we pick the nearest {BRAND} store.
              </Text>
            </InfoCard>
            <InfoCard
              icon={<IconRoute size={24} aria-hidden />}
              title={`The ${STORE_SEARCH_RADIUS_KM} km rule`}
            >
              <Text>
                A store serves you only if it is within {STORE_SEARCH_RADIUS_KM} km, so fresh food never
                travels far. When no store is in range we tell you so at the top of every page, and you can
                try another address.
              </Text>
            </InfoCard>
            <InfoCard icon={<IconTruckDelivery size={24} aria-hidden />} title="Your store delivers">
              <Text>
                The store packs your order, and you choose how it is shipped at checkout. You can follow the
                order until it is shipped, then confirm when it arrives.
              </Text>
            </InfoCard>
          </SimpleGrid>
        </section>

        <section aria-labelledby="payment-title" className={classes.section}>
          <Title order={2} id="payment-title" className={classes.h2} mb="lg">
            Payment methods
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <InfoCard icon={<IconBuildingBank size={24} aria-hidden />} title="Bank transfer">
              <Text>
                Transfer the order total to the store and upload a photo of your proof of payment. The store
                team checks it and starts packing. An unpaid order is held for one hour; after that it is
                cancelled and its items go back on the shelf.
              </Text>
            </InfoCard>
            <InfoCard icon={<IconCreditCard size={24} aria-hidden />} title="Virtual account">
              <Text>
                Get a bank virtual account number for your order and pay it from your mobile or internet
                banking. The payment is confirmed automatically, with no proof to upload.
              </Text>
            </InfoCard>
          </SimpleGrid>
          <Text c="dimmed" mt="md">
            All prices are in Indonesian rupiah, in whole rupiah. Discounts and vouchers are applied in your
            cart before you pay.
          </Text>
        </section>

        <section aria-labelledby="contact-title" className={classes.section}>
          <Paper radius="xl" p={{ base: 'lg', sm: 40 }} className={classes.contact}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
              <div>
                <Title order={2} id="contact-title" className={classes.h2}>
                  Contact
                </Title>
                <Text size="lg" mt="sm" c="gray.7">
                  Questions about an order, a store or a payment? Write to us and tell us your order number if
                  you have one.
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
          {BRAND} is open-source software. Illustrations by{' '}
          <Anchor
            href="https://github.com/jdecked/twemoji"
            target="_blank"
            rel="noopener noreferrer"
            underline="always"
          >
            Twemoji
          </Anchor>
          , © Twitter, Inc and other contributors, licensed under{' '}
          <Anchor
            href="https://creativecommons.org/licenses/by/4.0/"
            target="_blank"
            rel="noopener noreferrer"
            underline="always"
          >
            CC-BY 4.0
          </Anchor>
          .
        </Text>
      </PageContainer>
    </>
  );
}
