import { Alert, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { formatRupiah, SHIPPING_OPTIONS, shippingQuotes, type ShippingMethod } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { formatKm } from '../lib/choices';
import classes from './checkout.module.css';

type ShippingMethodsProps = {
  /** Store to address; null while the order has no address. */
  distanceKm: number | null;
  selected: ShippingMethod | null;
  pending: ShippingMethod | null;
  failure: string | null;
  editable: boolean;
  onSelect: (method: ShippingMethod) => void;
};

/**
 * Each shipping method with its price over the order's distance (the tiers of contracts/shipping.ts,
 * which the API charges); a method that does not reach that far is shown, disabled, with its reach.
 */
export function ShippingMethods({
  distanceKm,
  selected,
  pending,
  failure,
  editable,
  onSelect,
}: ShippingMethodsProps) {
  const t = useT();
  if (distanceKm === null) return <Text c="dimmed">{t('checkout.shipping.noAddress')}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('checkout.shipping.distance', { distance: formatKm(distanceKm) })}
      </Text>
      <Radio.Group
        value={selected}
        onChange={(value) => onSelect(value as ShippingMethod)}
        aria-label={t('checkout.form.shippingMethod')}
      >
        <Stack gap="xs">
          {shippingQuotes(distanceKm).map(({ method, price }) => {
            const option = SHIPPING_OPTIONS[method];
            const outOfReach = price === null;
            return (
              <Radio.Card
                key={method}
                value={method}
                className={classes.choice}
                disabled={!editable || outOfReach || pending !== null}
                data-testid={`shipping-${method}`}
              >
                <Radio.Indicator mt={3} />
                <div className={classes.choiceBody}>
                  <Text className={classes.choiceTitle} component="span" display="block">
                    {t(`checkout.shippingMethod.${method}`)}
                  </Text>
                  <Text size="sm" c="dimmed" component="span" display="block">
                    {outOfReach
                      ? t('checkout.shipping.onlyWithin', { distance: formatKm(option.maxKm) })
                      : t(`checkout.shippingEta.${method}`)}
                  </Text>
                </div>
                <Group gap={6} wrap="nowrap">
                  {pending === method ? (
                    <Loader size="xs" aria-label={t('checkout.shipping.saving')} />
                  ) : null}
                  <Text
                    className={classes.choicePrice}
                    component="span"
                    c={outOfReach ? 'dimmed' : undefined}
                  >
                    {outOfReach ? t('checkout.shipping.unavailable') : formatRupiah(price)}
                  </Text>
                </Group>
              </Radio.Card>
            );
          })}
        </Stack>
      </Radio.Group>
      {failure ? (
        <Alert role="alert" color="red" variant="light">
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}
