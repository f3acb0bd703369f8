import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { IconArrowRight, IconMapPin, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { BRAND, ROUTES, STORE_SEARCH_RADIUS_KM } from '@lumbung/contracts';
import { SearchField } from '@/components/ui/fields';
import { CATEGORY_NAMES } from '@/config/site';
import { categoryPath } from '@/features/catalogue';
import { useCurrentStore, useLocationState } from '@/features/location';
import { T, useT } from '@/i18n';
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

function HeroSearch() {
  const t = useT();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    void navigate(search ? `${ROUTES.products}?${new URLSearchParams({ search })}` : ROUTES.products);
  };
  return (
    <form role="search" onSubmit={submit} className={classes.heroSearch}>
      <SearchField
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        placeholder={t('storefront.hero.searchHint')}
        aria-label={t('storefront.search.label')}
        size="lg"
        leftSection={<IconSearch size={20} aria-hidden />}
        rightSectionWidth={112}
        rightSection={
          <Button type="submit" radius="xl" size="md">
            {t('shop.footer.search')}
          </Button>
        }
      />
    </form>
  );
}

/** The home page's first block: the store, a search, and the way in. */
export function Hero() {
  const t = useT();
  const { store, ready, fallback } = useCurrentStore();
  const { userName, error, noStore } = useLocationState();
  const matched = ready && error === null && !noStore && !fallback;
  const storeLabel = matched
    ? t('storefront.shoppingAt', { store: store.store_name })
    : t('storefront.hero.everywhere');

  return (
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
              {storeLabel}
            </Badge>
            <Title order={1} id="hero-title" className={classes.heroTitle}>
              <span className={classes.heroBrand}>{BRAND}</span>
              <span>
                <T id="storefront.hero.title" components={{ 0: <span className={classes.highlight} /> }} />
              </span>
            </Title>
            <Text className={classes.heroLead}>
              {userName ? `${t('storefront.hero.welcome', { name: userName })} ` : ''}
              {t('storefront.hero.lead', { brand: BRAND })}
            </Text>
            <HeroSearch />
            <ul className={classes.quickAisles} aria-label={t('shop.footer.categories')}>
              {CATEGORY_TILES.map((tile) => (
                <li key={tile.name}>
                  <Link to={categoryPath(tile.name)} className={classes.aisle}>
                    <img src={tile.art[0]} alt="" width={32} height={32} />
                    <span>{t(CATEGORY_NAMES[tile.name])}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Group gap="sm" mt="lg" className={classes.heroActions}>
              <Button
                component={Link}
                to={ROUTES.products}
                size="md"
                radius="xl"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {t('storefront.hero.start')}
              </Button>
              <Button component="a" href="#how-it-works" size="md" radius="xl" variant="default">
                {t('storefront.how.eyebrow')}
              </Button>
            </Group>
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
                <strong>{t('storefront.hero.nearest')}</strong>
                <small>{t('storefront.hero.within', { km: STORE_SEARCH_RADIUS_KM })}</small>
              </span>
            </div>
            <div className={`${classes.floatingChip} ${classes.chipBottom}`}>
              <img src={PRODUCE.deliveryTruck} alt="" width={28} height={28} />
              <span>
                <strong>{t('storefront.hero.door')}</strong>
                <small>{t('storefront.hero.tracked')}</small>
              </span>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
