import { useEffect, useState } from 'react';
import { Alert, Skeleton } from '@mantine/core';
import { useT } from '@/i18n';
import classes from './charge.module.css';

/**
 * The QRIS payload drawn as an SVG picture. The library is loaded only here, when a QR code is
 * shown: nothing of it enters the storefront's first load.
 */
async function drawQr(payload: string): Promise<string> {
  const lib: typeof import('qrcode') & { default?: typeof import('qrcode') } = await import('qrcode');
  const draw = lib.default?.toString ?? lib.toString;
  // Level M and a 4-module quiet zone: what banking apps read reliably from a screen.
  const svg = await draw(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

type QrCodeProps = {
  /** The payload to draw (qr_string); null when the gateway gave only its picture. */
  value: string | null;
  /** The gateway's picture of the same code, shown when drawing fails or there is nothing to draw. */
  fallbackUrl: string | null;
  /** What the picture is, for a screen reader: "QRIS code to scan". */
  label: string;
};

type Drawn = { value: string; src: string | null };

/** A QR code to scan (testid qr-code): drawn from its payload, else the gateway's picture. */
export function QrCode({ value, fallbackUrl, label }: QrCodeProps) {
  const t = useT();
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    if (!value) return;
    let live = true;
    drawQr(value)
      .catch(() => null)
      .then((src) => {
        if (live) setDrawn({ value, src });
      });
    return () => {
      live = false;
    };
  }, [value]);

  const current = value && drawn?.value === value ? drawn : null;
  if (value && !current) {
    return <Skeleton className={classes.qr} radius="md" data-testid="qr-drawing" />;
  }
  const src = current?.src ?? fallbackUrl;
  if (!src) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('checkout.qr.unavailable')}
      </Alert>
    );
  }
  return <img className={classes.qr} src={src} alt={label} data-testid="qr-code" width={240} height={240} />;
}
