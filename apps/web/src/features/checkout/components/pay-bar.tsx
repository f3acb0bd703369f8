import { Button, Text } from '@mantine/core';
import { formatRupiah } from '@lumbung/contracts';
import { useT } from '@/i18n';
import classes from './checkout.module.css';

type PayBarProps = {
  total: number;
  /** What still stands between the shopper and paying; none: the button is live. */
  missing: string | null;
  pending: boolean;
  label: string;
  onPay: () => void;
};

/** The grand total and the pay button, kept at the bottom of a phone's screen (sticky). */
export function PayBar({ total, missing, pending, label, onPay }: PayBarProps) {
  const t = useT();
  return (
    <div className={classes.payBar} data-testid="pay-bar">
      <div className={classes.payInner}>
        <div className={classes.payTotal}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t('checkout.payBar.total')}
          </Text>
          <Text fw={800} size="xl" data-testid="pay-total">
            {formatRupiah(total)}
          </Text>
        </div>
        <Button size="lg" radius="xl" onClick={onPay} disabled={missing !== null} loading={pending}>
          {label}
        </Button>
      </div>
      {missing ? (
        <Text size="sm" c="dimmed" mt={6} id="pay-missing">
          {missing}
        </Text>
      ) : null}
    </div>
  );
}
