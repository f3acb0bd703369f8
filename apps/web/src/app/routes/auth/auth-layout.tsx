import { Anchor } from '@mantine/core';
import { IconArrowLeft, IconMapPin, IconRosetteDiscount, IconTruckDelivery } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BRAND, ROUTES, STORE_SEARCH_RADIUS_KM } from '@lumbung/contracts';
import { BrandLogo } from '@/components/ui/brand-logo';
import { SITE } from '@/config/site';
import { useT } from '@/i18n';
import { PRODUCE } from '../storefront/produce';
import classes from './auth-layout.module.css';

const PANEL_ART = [
  PRODUCE.leafyGreen,
  PRODUCE.tomato,
  PRODUCE.bread,
  PRODUCE.egg,
  PRODUCE.glassOfMilk,
  PRODUCE.banana,
];

const HIGHLIGHTS = [
  { icon: IconMapPin, text: `Matched to the nearest store within ${STORE_SEARCH_RADIUS_KM} km` },
  { icon: IconRosetteDiscount, text: 'Store discounts and vouchers applied in your cart' },
  { icon: IconTruckDelivery, text: 'Every order tracked from payment to your door' },
];

/**
 * The frame of the account pages (/auth/*, no shop chrome): a brand panel beside the form card on
 * wide screens; on phones a green band with the brand above the card.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <div className={classes.page}>
      <aside className={classes.panel} aria-label={`About ${BRAND}`}>
        <Link to={ROUTES.home} className={classes.panelBrand} aria-label={`${BRAND} home`}>
          <BrandLogo size={40} inverted />
        </Link>
        <div className={classes.panelBody}>
          <p className={classes.panelTitle}>
            Fresh groceries from the <span className={classes.panelHighlight}>store nearest you</span>.
          </p>
          <ul className={classes.highlights}>
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text}>
                <span className={classes.highlightIcon}>
                  <Icon size={18} aria-hidden />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className={classes.panelArt} aria-hidden="true">
          {PANEL_ART.map((src) => (
            <span key={src} className={classes.artCell}>
              <img src={src} alt="" width={44} height={44} />
            </span>
          ))}
        </div>
        <p className={classes.panelFooter}>
          © {year} {BRAND} · {SITE.company}
        </p>
      </aside>

      <div className={classes.formSide}>
        <header className={classes.band}>
          <Link to={ROUTES.home} className={classes.bandBrand} aria-label={`${BRAND} home`}>
            <BrandLogo size={34} inverted />
          </Link>
          <p className={classes.bandTagline}>{t(SITE.tagline)}</p>
        </header>
        <main id="main-content" tabIndex={-1} className={classes.main}>
          <div className={classes.card}>{children}</div>
          <Anchor component={Link} to={ROUTES.home} className={classes.back} size="sm" fw={600}>
            <IconArrowLeft size={16} aria-hidden />
            Back to the shop
          </Anchor>
        </main>
        <footer className={classes.footer}>
          © {year} {BRAND}. All rights reserved.
        </footer>
      </div>
    </div>
  );
}

/** The `token` of the link a mail carried (null when the address has none). */
export function useLinkToken(): string | null {
  const [params] = useSearchParams();
  return params.get('token') || null;
}

/** A page opened from a mailed link: the account frame around what the link's token asks for. */
export function LinkTokenPage({ children }: { children: (token: string | null) => ReactNode }) {
  return <AuthLayout>{children(useLinkToken())}</AuthLayout>;
}
