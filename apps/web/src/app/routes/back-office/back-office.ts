import type { Icon } from '@tabler/icons-react';

/**
 * One page of a back-office area: its page path (from ROUTES), menu label and empty state. The texts
 * are in the language shown: an area keeps message ids and makes its sections with t() in a render.
 */
export type BackOfficeSection = {
  path: string;
  label: string;
  icon: Icon;
  description: string;
  emptyTitle: string;
};

/** A page's path below its area ('/admin-store/orders' under '/admin-store' is 'orders'), for the area's routes. */
export function pathUnder(basePath: string, path: string): string {
  return path.startsWith(`${basePath}/`) ? path.slice(basePath.length + 1) : path;
}
