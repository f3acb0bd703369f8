import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND, ROUTES } from '@lumbung/contracts';
import { BrandLogo } from '@/components/ui/brand-logo';
import { GlobalBanners } from '@/components/ui/global-banners';
import { useT } from '@/i18n';
import classes from './shell.module.css';

/** A calm page without the shop chrome, for login, payment and denied back-office visits. */
export function BareLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className={classes.bare}>
      <header className={classes.bareHeader}>
        <Link to={ROUTES.home} className={classes.brand} aria-label={t('shop.nav.brandHome')}>
          <BrandLogo size={34} />
        </Link>
      </header>
      <main id="main-content" tabIndex={-1} className={classes.bareMain}>
        <GlobalBanners />
        {children}
      </main>
      <footer className={classes.bareFooter}>
        {t('shop.copyright', { year: new Date().getFullYear(), brand: BRAND })}
      </footer>
    </div>
  );
}
