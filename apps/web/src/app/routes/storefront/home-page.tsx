import { Badge, Button, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingBank,
  IconMapPin,
  IconPackage,
  IconRosetteDiscount,
  IconShoppingCart,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { BRAND, ROUTES, STORE_SEARCH_RADIUS_KM } from '@lumbung/contracts';
import { categoryHref } from '@/config/site';
import { useSession } from '@/lib/session';
import { CATEGORY_TILES, PRODUCE } from './produce';
import classes from './home-page.module.css';

const HERO_ART = [
  PRODUCE.leafyGreen,
  PRODUCE.tomato,
  PRODUCE.banana,
  PRODUCE.bread,
  PRODUCE.basket,
  PRODUCE.egg,
  PRODUCE.glassOfMilk,
  PRODUCE.carrot,
  PRODUCE.pineapple,
];

const VALUES = [
  {
    icon: IconMapPin,
    title: 'Nearest store first',
    text: `We match you with the closest ${BRAND} store within ${STORE_SEARCH_RADIUS_KM} km, so your groceries travel a short way and arrive fresh.`,
  },
  {
    icon: IconRosetteDiscount,
    title: 'Savings you can see',
    text: 'Store discounts, buy-one-get-one deals and vouchers are applied in your cart, with the amount you save shown in green.',
  },
  {
    icon: IconBuildingBank,
    title: 'Pay the way you already do',
    text: 'Pay by bank transfer and upload your proof, or pay a virtual account number from your banking app.',
  },
  {
    icon: IconPackage,
    title: 'Every order tracked',
    text: 'Follow each order from payment to packing to delivery, and confirm it when it reaches your door.',
  },
];

const STEPS = [
  {
    icon: IconMapPin,
    title: 'Find your nearest store',
    text: `Log in and save your address, or share your location. We pick the closest store within ${STORE_SEARCH_RADIUS_KM} km.`,
  },
  {
    icon: IconShoppingCart,
    title: 'Fill your cart',
    text: "Browse that store's shelves, see today's discounts and apply your vouchers.",
  },
  {
    icon: IconBuildingBank,
    title: 'Pay by transfer or virtual account',
    text: 'Transfer to the store and upload your proof of payment, or pay a bank virtual account.',
  },
  {
    icon: IconTruckDelivery,
    title: 'Track your order',
    text: 'Watch it move from processing to shipped, then confirm when it arrives.',
  },
];

export function HomePage() {
  const { hasToken } = useSession();

  return (
    <>
      <section className={classes.hero} aria-labelledby="hero-title">
        <div className={classes.container}>
          <div className={classes.heroGrid}>
            <div className={classes.heroCopy}>
              <Badge
                size="lg"
                radius="xl"
                variant="light"
                leftSection={<IconMapPin size={14} aria-hidden />}
                className={classes.heroBadge}
              >
                Groceries from stores across Indonesia
              </Badge>
              <Title order={1} id="hero-title" className={classes.heroTitle}>
                <span className={classes.heroBrand}>{BRAND}</span>
                <span>
                  Fresh groceries from the <span className={classes.highlight}>store nearest you</span>,
                  delivered.
                </span>
              </Title>
              <Text className={classes.heroLead}>
                {BRAND} brings physical grocery stores across Indonesia online. We match you with the closest
                one, so your vegetables, poultry, dairy and bread come from around the corner, not across the
                country.
              </Text>
              <Group gap="sm" mt="xl">
                <Button
                  component={Link}
                  to={ROUTES.products}
                  size="lg"
                  radius="xl"
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                >
                  Start shopping
                </Button>
                <Button component="a" href="#how-it-works" size="lg" radius="xl" variant="default">
                  How it works
                </Button>
              </Group>
              <ul className={classes.trustList}>
                <li>
                  <IconMapPin size={16} aria-hidden /> Stores within {STORE_SEARCH_RADIUS_KM} km
                </li>
                <li>
                  <IconBuildingBank size={16} aria-hidden /> Bank transfer or virtual account
                </li>
                <li>
                  <IconTruckDelivery size={16} aria-hidden /> Delivered to your door
                </li>
              </ul>
            </div>

            <div className={classes.heroArt} aria-hidden="true">
              <div className={classes.basketCard}>
                {HERO_ART.map((src, index) => (
                  <span key={src} className={classes.produceCell} data-tone={index % 3}>
                    <img src={src} alt="" width={64} height={64} />
                  </span>
                ))}
              </div>
              <div className={`${classes.floatingChip} ${classes.chipTop}`}>
                <img src={PRODUCE.convenienceStore} alt="" width={28} height={28} />
                <span>
                  <strong>Your nearest store</strong>
                  <small>within {STORE_SEARCH_RADIUS_KM} km</small>
                </span>
              </div>
              <div className={`${classes.floatingChip} ${classes.chipBottom}`}>
                <img src={PRODUCE.deliveryTruck} alt="" width={28} height={28} />
                <span>
                  <strong>From shelf to door</strong>
                  <small>tracked all the way</small>
                </span>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className={classes.section} aria-labelledby="categories-title">
        <div className={classes.container}>
          <div className={classes.sectionHead}>
            <Text className={classes.eyebrow}>Shop by category</Text>
            <Title order={2} id="categories-title">
              Everything for the kitchen
            </Title>
          </div>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
            {CATEGORY_TILES.map((tile) => (
              <Link
                key={tile.name}
                to={categoryHref(tile.name)}
                className={classes.categoryTile}
                style={{ background: tile.tint, ['--tile-accent' as string]: tile.accent }}
              >
                <span className={classes.categoryArt} aria-hidden="true">
                  {tile.art.map((src) => (
                    <img key={src} src={src} alt="" width={56} height={56} />
                  ))}
                </span>
                <span className={classes.categoryName}>{tile.name}</span>
                <span className={classes.categoryText}>{tile.text}</span>
                <span className={classes.categoryCta}>
                  Shop now <IconArrowRight size={16} aria-hidden />
                </span>
              </Link>
            ))}
          </SimpleGrid>
        </div>
      </section>

      <section className={`${classes.section} ${classes.valuesSection}`} aria-labelledby="values-title">
        <div className={classes.container}>
          <div className={classes.sectionHead}>
            <Text className={classes.eyebrow}>Why {BRAND}</Text>
            <Title order={2} id="values-title">
              A neighbourhood shop, online
            </Title>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <div key={title} className={classes.valueCard}>
                <ThemeIcon size={48} radius="md" variant="light">
                  <Icon size={26} aria-hidden />
                </ThemeIcon>
                <div>
                  <Title order={3} mb={6}>
                    {title}
                  </Title>
                  <Text c="dimmed">{text}</Text>
                </div>
              </div>
            ))}
          </SimpleGrid>
        </div>
      </section>

      <section className={classes.section} id="how-it-works" aria-labelledby="how-title">
        <div className={classes.container}>
          <div className={classes.sectionHead}>
            <Text className={classes.eyebrow}>How it works</Text>
            <Title order={2} id="how-title">
              From your nearest shelf to your door in four steps
            </Title>
          </div>
          <ol className={classes.steps}>
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className={classes.step}>
                <span className={classes.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <ThemeIcon size={44} radius="xl" variant="white" className={classes.stepIcon}>
                  <Icon size={24} aria-hidden />
                </ThemeIcon>
                <Title order={3} mt="sm" mb={6}>
                  {title}
                </Title>
                <Text c="dimmed">{text}</Text>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={classes.section} aria-labelledby="story-title">
        <div className={classes.container}>
          <div className={classes.story}>
            <div>
              <Text className={classes.storyEyebrow}>Why the name</Text>
              <Title order={2} id="story-title" className={classes.storyTitle}>
                A lumbung is the village rice barn that keeps everyone fed.
              </Title>
              <Text className={classes.storyText}>
                We are building the same thing for your neighbourhood: a well-stocked store close by, honest
                prices in rupiah, and groceries that reach your kitchen while they are fresh.
              </Text>
            </div>
            <Group gap="sm" className={classes.storyActions}>
              <Button
                component={Link}
                to={ROUTES.products}
                size="lg"
                radius="xl"
                color="turmeric.4"
                c="dark.9"
              >
                Browse products
              </Button>
              {hasToken ? null : (
                <Button component={Link} to={ROUTES.login} size="lg" radius="xl" variant="white">
                  Log in
                </Button>
              )}
              <Button component={Link} to={ROUTES.about} size="lg" radius="xl" variant="subtle" c="white">
                About us
              </Button>
            </Group>
          </div>
        </div>
      </section>
    </>
  );
}
