import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandX,
  IconMail,
  IconSearch,
} from '@tabler/icons-react';
import { lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND, FOOTER_CATEGORIES } from '@lumbung/contracts';
import { BrandLogo } from '@/components/ui/brand-logo';
import { SearchField } from '@/components/ui/fields';
import { LazyBoundary } from '@/components/ui/lazy-boundary';
import { CATEGORY_NAMES, categoryHref, NAV_LINKS, POLICY_LINKS, SITE } from '@/config/site';
import { useLocationState } from '@/features/location';
import { useT } from '@/i18n';
import classes from './shell.module.css';

const FooterWhatsApp = lazy(() => import('./footer-whatsapp').then((m) => ({ default: m.FooterWhatsApp })));

const SOCIAL_ICONS = {
  Instagram: IconBrandInstagram,
  Facebook: IconBrandFacebook,
  X: IconBrandX,
  TikTok: IconBrandTiktok,
} as const;

/** A titled column of the footer's links; `children` are more items after them. */
function FooterLinks({
  id,
  title,
  links,
  children,
}: {
  id: string;
  title: string;
  links: readonly { to: string; label: string }[];
  children?: ReactNode;
}) {
  return (
    <nav aria-labelledby={id}>
      <Text component="h2" id={id} className={classes.footerHeading}>
        {title}
      </Text>
      <ul className={classes.footerList}>
        {links.map((link) => (
          <li key={link.to}>
            <Anchor component={Link} to={link.to} className={classes.footerLink}>
              {link.label}
            </Anchor>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

/** The footer of every storefront page (docs/product.md §2). */
export function Footer() {
  const t = useT();
  const year = new Date().getFullYear();
  // The chat link is the matched store's: none for the fallback store or a store without a number.
  const { closestStore } = useLocationState();

  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <div className={classes.footerTop}>
          <Stack gap="sm" className={classes.footerIntro}>
            <BrandLogo size={36} inverted />
            <Text className={classes.tagline}>{t(SITE.tagline)}</Text>
            <SearchField
              aria-label={t('shop.footer.search')}
              placeholder={t('shop.footer.searchHint')}
              leftSection={<IconSearch size={16} aria-hidden />}
              className={classes.footerSearch}
            />
            <Group gap="xs" mt={4}>
              {SITE.social.map(({ network, href }) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <ActionIcon
                    key={network}
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('shop.footer.social', { brand: BRAND, network })}
                    size="lg"
                    radius="xl"
                    variant="default"
                    className={classes.social}
                  >
                    <Icon size={18} aria-hidden />
                  </ActionIcon>
                );
              })}
            </Group>
          </Stack>

          <div className={classes.footerColumns}>
            <FooterLinks
              id="footer-categories"
              title={t('shop.footer.categories')}
              links={FOOTER_CATEGORIES.map((category) => ({
                to: categoryHref(category),
                label: t(CATEGORY_NAMES[category]),
              }))}
            />
            <FooterLinks
              id="footer-shop"
              title={t('shop.footer.shop')}
              links={NAV_LINKS.map((link) => ({ ...link, label: t(link.label) }))}
            />
            <FooterLinks
              id="footer-policies"
              title={t('shop.footer.policies')}
              links={POLICY_LINKS.map((link) => ({ ...link, label: t(link.label) }))}
            >
              <li>
                <Anchor href={`mailto:${SITE.email}`} className={classes.footerLink}>
                  <IconMail size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 6 }} />
                  {SITE.email}
                </Anchor>
              </li>
              {closestStore.whatsapp ? (
                <li>
                  <LazyBoundary>
                    <FooterWhatsApp whatsapp={closestStore.whatsapp} storeName={closestStore.store_name} />
                  </LazyBoundary>
                </li>
              ) : null}
            </FooterLinks>
          </div>
        </div>

        <div className={classes.footerBottom}>
          <Text size="sm">{t('shop.copyright', { year, brand: BRAND })}</Text>
          <Text size="sm" className={classes.company}>
            {SITE.company}, {SITE.companyCity}
          </Text>
        </div>
      </div>
    </footer>
  );
}
