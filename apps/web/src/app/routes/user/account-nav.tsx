import { NavLink } from 'react-router';
import { ACCOUNT_LINKS } from '@/config/site';
import { useT } from '@/i18n';
import { ACCOUNT_ICONS } from '../../shell/account-icons';
import classes from './account.module.css';

/** The tabs over the shopper's account pages: one row, scrolled sideways on a phone. */
export function AccountNav() {
  const t = useT();
  return (
    <nav aria-label={t('shop.account.yours')} className={classes.nav}>
      {ACCOUNT_LINKS.map((link) => {
        const Icon = ACCOUNT_ICONS[link.label];
        return (
          <NavLink key={link.to} to={link.to} end className={classes.tab}>
            <Icon size={18} aria-hidden />
            {t(link.label)}
          </NavLink>
        );
      })}
    </nav>
  );
}
