import type { Icon } from '@tabler/icons-react';

/** One page of a back-office area: its path under the area, menu label and empty state. */
export type BackOfficeSection = {
  path: string;
  label: string;
  icon: Icon;
  description: string;
  emptyTitle: string;
};
