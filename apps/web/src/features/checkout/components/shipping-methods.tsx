import { Alert, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { formatRupiah, SHIPPING_OPTIONS, shippingQuotes, type ShippingMethod } from '@lumbung/contracts';
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
  if (distanceKm === null) {
    return (
      <Text c="dimmed">Choose a delivery address first: the prices follow its distance from the store.</Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Your address is {formatKm(distanceKm)} from the store.
      </Text>
      <Radio.Group
        value={selected}
        onChange={(value) => onSelect(value as ShippingMethod)}
        aria-label="Shipping method"
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
                    {option.label}
                  </Text>
                  <Text size="sm" c="dimmed" component="span" display="block">
                    {outOfReach ? `Only within ${formatKm(option.maxKm)} of the store` : option.eta}
                  </Text>
                </div>
                <Group gap={6} wrap="nowrap">
                  {pending === method ? <Loader size="xs" aria-label="Saving shipping method" /> : null}
                  <Text
                    className={classes.choicePrice}
                    component="span"
                    c={outOfReach ? 'dimmed' : undefined}
                  >
                    {outOfReach ? 'Not available' : formatRupiah(price)}
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
