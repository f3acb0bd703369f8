import type { ReactNode } from 'react';
import classes from './hint.module.css';

type HintProps = {
  /** The words shown above the control on hover. */
  label: string;
  children: ReactNode;
  disabled?: boolean;
  /** Where the hint lines up with the control: centred (default) or at its right edge. */
  align?: 'center' | 'end';
  /** Shows the hint and its control only from this Mantine breakpoint on (Mantine's `visibleFrom`). */
  visibleFrom?: 'sm';
};

/**
 * A hover hint for an icon button that already has an accessible name (its aria-label says the
 * same words), so the hint is for the eyes only: hidden from assistive technology. CSS draws it;
 * the navbar's hints used to be Mantine Tooltips, which brought floating-ui into the first load.
 */
export function Hint({ label, children, disabled, align = 'center', visibleFrom }: HintProps) {
  return (
    <span
      className={visibleFrom ? `${classes.root} mantine-visible-from-${visibleFrom}` : classes.root}
      data-disabled={disabled || undefined}
      data-align={align}
    >
      {children}
      <span className={classes.hint} aria-hidden="true">
        {label}
      </span>
    </span>
  );
}
