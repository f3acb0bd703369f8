import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink, IconQrcode } from '@tabler/icons-react';
import { useT, type MessageId } from '@/i18n';
import type { ChargeView } from '../lib/charge-view';
import { PAYMENT_TYPE_LABELS } from '../lib/labels';
import { QrCode } from './qr-code';

/** A phone: a touch screen or a narrow window. There the wallet's app opens; elsewhere it scans. */
const PHONE_QUERY = '(pointer: coarse), (max-width: 48em)';

const HOW_TO: Record<'qris' | 'gopay' | 'shopeepay', MessageId> = {
  qris: 'checkout.qr.howToQris',
  gopay: 'checkout.qr.howToGopay',
  shopeepay: 'checkout.qr.howToShopeepay',
};

/**
 * QRIS, GoPay or ShopeePay. On a phone with the wallet's deeplink: a button opening its app (the QR
 * code one tap away, to pay from another phone). Elsewhere: the QR code to scan, or the app's
 * button when the wallet gives no code.
 */
export function QrPayment({ charge }: { charge: ChargeView }) {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [showQr, setShowQr] = useState(false);
  const type =
    charge.payment_type === 'gopay' || charge.payment_type === 'shopeepay' ? charge.payment_type : 'qris';
  const method = t(PAYMENT_TYPE_LABELS[type]);
  const hasQr = charge.qr_string !== null || charge.qr_url !== null;
  const appFirst = charge.deeplink !== null && (phone || !hasQr);
  const qr = (
    <QrCode value={charge.qr_string} fallbackUrl={charge.qr_url} label={t('checkout.qr.label', { method })} />
  );

  return (
    <Stack gap="md" align="stretch">
      {appFirst && charge.deeplink ? (
        <>
          <Button
            component="a"
            href={charge.deeplink}
            size="lg"
            radius="xl"
            fullWidth
            leftSection={<IconExternalLink size={20} aria-hidden />}
            data-testid="deeplink"
          >
            {t('checkout.qr.openApp', { method })}
          </Button>
          <Text size="sm">{t('checkout.qr.appHowTo', { method })}</Text>
          {hasQr ? (
            showQr ? (
              qr
            ) : (
              <Button
                variant="subtle"
                leftSection={<IconQrcode size={18} aria-hidden />}
                onClick={() => setShowQr(true)}
              >
                {t('checkout.qr.show')}
              </Button>
            )
          ) : null}
        </>
      ) : (
        <>
          {qr}
          <Text size="sm">{t(HOW_TO[type])}</Text>
        </>
      )}
    </Stack>
  );
}
