import { Anchor } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { whatsAppLink } from '@lumbung/contracts';
import { useT } from '@/i18n';
import classes from './shell.module.css';

/**
 * The footer's link to a WhatsApp chat with the shopper's store, its greeting typed in. A chunk of
 * its own: only a matched store with a number shows it, below the fold, so the first load goes without.
 */
export function FooterWhatsApp({ whatsapp, storeName }: { whatsapp: string; storeName: string }) {
  const t = useT();
  return (
    <Anchor
      href={whatsAppLink(whatsapp, t('shop.footer.whatsappText', { store: storeName }))}
      target="_blank"
      rel="noopener noreferrer"
      className={classes.footerLink}
    >
      <IconBrandWhatsapp size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 6 }} />
      {t('shop.footer.whatsapp')}
    </Anchor>
  );
}
