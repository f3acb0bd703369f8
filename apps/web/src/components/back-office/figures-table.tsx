import { Table, type TableProps } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './figures-table.module.css';

/**
 * A table of a name column and figure columns (an order's items: product, quantity, prices) that
 * stays readable on a phone: the name keeps 150 px and the figures one line each, and when that is
 * wider than the screen the table scrolls sideways in its own box instead of squeezing the name to
 * one word a line. While it scrolls, the box is a keyboard stop named like the table.
 */
export function FiguresTable({
  label,
  children,
  ...table
}: Omit<TableProps, 'children'> & { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Table.ScrollContainer
      ref={box}
      minWidth={0}
      type="native"
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      <Table aria-label={label} className={classes.table} {...table}>
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
