import { Badge, type BadgeProps } from '@mantine/core';

/**
 * What the shopper calls an address (Rumah, Kantor, …) as a small grey badge before it; nothing
 * for an address without one. Grey 8 on the light badge keeps 4.5:1.
 */
export function AddressLabel({ label, ...props }: { label: string | null } & Omit<BadgeProps, 'children'>) {
  if (!label) return null;
  return (
    <Badge
      size="sm"
      variant="light"
      color="gray"
      styles={{ label: { color: 'var(--mantine-color-gray-8)' } }}
      {...props}
    >
      {label}
    </Badge>
  );
}
