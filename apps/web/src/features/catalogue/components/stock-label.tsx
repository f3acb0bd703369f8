import { IconCircleCheck, IconCircleX, IconClock } from '@tabler/icons-react';
import { useT } from '@/i18n';
import { stockState } from '../lib/stock';
import classes from './catalogue.module.css';

const ICONS = { in: IconCircleCheck, low: IconClock, out: IconCircleX } as const;

/** In stock, only a few left, or out of stock, with an icon and a colour for each. */
export function StockLabel({ userStock }: { userStock: number }) {
  useT();
  const state = stockState(userStock);
  const Icon = ICONS[state.kind];
  return (
    <span className={classes.stock} data-kind={state.kind}>
      <Icon size={15} aria-hidden />
      {state.label}
    </span>
  );
}
