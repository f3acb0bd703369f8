import { ActionIcon } from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useT } from '@/i18n';
import type { CardCartLine } from './product-card';
import classes from './product-detail.module.css';

/** Clamps a wanted quantity to 1..max (max below 1 means nothing can be bought). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.max(1, Math.min(Math.trunc(value), Math.max(max, 1)));
}

/** Minus, the number, plus: 1 at the least, the stock at the most. */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled = false,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <div className={classes.stepper} role="group" aria-label={t('storefront.quantity.label')}>
      <ActionIcon
        variant="default"
        size={44}
        radius="xl"
        aria-label={t('storefront.quantity.less')}
        disabled={disabled || value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, max))}
      >
        <IconMinus size={18} aria-hidden />
      </ActionIcon>
      <input
        className={classes.stepperInput}
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(max, 1)}
        value={value}
        disabled={disabled}
        aria-label={t('storefront.quantity.label')}
        onChange={(event) => onChange(clampQuantity(Number(event.currentTarget.value), max))}
      />
      <ActionIcon
        variant="default"
        size={44}
        radius="xl"
        aria-label={t('storefront.quantity.more')}
        disabled={disabled || value >= max}
        onClick={() => onChange(clampQuantity(value + 1, max))}
      >
        <IconPlus size={18} aria-hidden />
      </ActionIcon>
    </div>
  );
}

/**
 * − n + of a product already in the cart, as its card has it: each tap changes the cart's line
 * (− at 1 removes it), up to the stock.
 */
export function CartLineStepper({ name, line, max }: { name: string; line: CardCartLine; max: number }) {
  const t = useT();
  const values = { product: name };
  const last = line.quantity <= 1;
  return (
    <div className={classes.stepper} role="group" aria-label={t('storefront.card.inCart', values)}>
      <ActionIcon
        variant="default"
        size={44}
        radius="xl"
        aria-label={last ? t('storefront.card.remove', values) : t('storefront.card.less', values)}
        disabled={line.busy}
        onClick={line.onDecrease}
      >
        {last ? <IconTrash size={18} aria-hidden /> : <IconMinus size={18} aria-hidden />}
      </ActionIcon>
      <span className={classes.stepperValue} data-testid="cart-line-quantity" aria-live="polite">
        {line.quantity}
      </span>
      <ActionIcon
        variant="filled"
        size={44}
        radius="xl"
        aria-label={t('storefront.card.more', values)}
        disabled={line.busy || line.quantity >= max}
        onClick={line.onIncrease}
      >
        <IconPlus size={18} aria-hidden />
      </ActionIcon>
    </div>
  );
}
