import { Button, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { whatsAppLink, type OrderAddress, type OrderDetail } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { formatPhone } from '@/lib/phone';
import { AddressLabel } from '@/components/ui/address-label';

/**
 * A chat with the store on WhatsApp, the first line typed in for the shopper in their language
 * and naming the order, so the store knows at once which order it is about. Shown only when the
 * store has a WhatsApp number.
 */
export function StoreWhatsApp({ order }: { order: OrderDetail }) {
  const t = useT();
  if (!order.store_whatsapp) return null;
  const message = t('checkout.orderPage.whatsAppMessage', { store: order.store_name, id: order.order_id });
  return (
    <Button
      component="a"
      href={whatsAppLink(order.store_whatsapp, message)}
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      radius="xl"
      mt="sm"
      leftSection={<IconBrandWhatsapp size={18} color="var(--mantine-color-leaf-7)" aria-hidden />}
    >
      {t('checkout.orderPage.whatsApp')}
    </Button>
  );
}

/**
 * The order's delivery address: its label as a badge, the place, and who takes the parcel at which
 * number. Addresses saved before they had a label, recipient or phone show only the place.
 */
export function DeliveryAddress({ address }: { address: OrderAddress }) {
  const recipient = [address.recipient_name, address.phone ? formatPhone(address.phone) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack gap={4} data-testid="delivery-address">
      <AddressLabel label={address.label} style={{ alignSelf: 'flex-start' }} />
      <Text fw={700}>{address.address}</Text>
      {address.city_name ? <Text c="dimmed">{address.city_name}</Text> : null}
      {recipient ? <Text>{recipient}</Text> : null}
    </Stack>
  );
}
