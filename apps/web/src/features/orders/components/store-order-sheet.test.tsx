import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { backOfficeOrder } from '@/test/store-admin-fixtures';
import { StoreOrderSheet } from './store-order-sheet';

describe('the back-office order sheet', () => {
  it("shows the address's label and who takes the parcel, their number a link the store can call", async () => {
    const order = backOfficeOrder({ payment: null });
    renderWithProviders(
      <StoreOrderSheet
        order={{
          ...order,
          address: {
            address_id: 31,
            address: 'Jl. Kemang Raya No. 8, Bangka',
            city_name: 'Jakarta Selatan',
            label: 'Rumah',
            recipient_name: 'Budi Santoso',
            phone: '+6281234567890',
          },
        }}
      />,
    );
    const section = await screen.findByRole('region', { name: 'Shopper and delivery' });
    expect(within(section).getByText('Rumah')).toBeInTheDocument();
    expect(within(section).getByText('Recipient').parentElement).toHaveTextContent(
      'RecipientBudi Santoso · +62 812-3456-7890',
    );
    expect(within(section).getByRole('link', { name: '+62 812-3456-7890' })).toHaveAttribute(
      'href',
      'tel:+6281234567890',
    );
  });

  it('shows an address saved without a recipient or phone as it is, with no recipient row', async () => {
    renderWithProviders(<StoreOrderSheet order={backOfficeOrder({ payment: null })} />);
    const section = await screen.findByRole('region', { name: 'Shopper and delivery' });
    expect(within(section).getByText('Jl. Kemang Raya No. 8, Bangka, Jakarta Selatan')).toBeInTheDocument();
    expect(within(section).queryByText('Recipient')).not.toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });
});
