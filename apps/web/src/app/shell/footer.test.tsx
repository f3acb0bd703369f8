import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whatsAppLink } from '@lumbung/contracts';
import { switchLocale } from '@/i18n';
import { stubApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { catalogueRoutes, DAGO } from '@/test/storefront-fixtures';

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLocale('en');
});

/** The shopper matched to Dago, with or without its WhatsApp number; no lookup runs. */
function atDago(whatsapp: string | null) {
  const { store_id, store_name, store_location, city_id, distance_km } = DAGO;
  return {
    initialLocation: {
      closestStore: { store_id, store_name, store_location, city_id, distance_km, whatsapp },
    },
  };
}

describe("footer: the store's WhatsApp", () => {
  it("links to a chat with the matched store's number, in a new tab", async () => {
    stubApi(catalogueRoutes());
    renderApp('/about-page', atDago('+6281234567890'));
    const link = await within(screen.getByRole('contentinfo')).findByRole('link', {
      name: 'Chat the store on WhatsApp',
    });
    expect(link).toHaveAttribute('href', whatsAppLink('+6281234567890', 'Hello LUMBUNG Dago, '));
    expect(link.getAttribute('href')).toBe('https://wa.me/6281234567890?text=Hello%20LUMBUNG%20Dago%2C%20');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says it in Indonesian', async () => {
    await switchLocale('id');
    stubApi(catalogueRoutes());
    renderApp('/about-page', atDago('+6281234567890'));
    const link = within(screen.getByRole('contentinfo')).getByRole('link', {
      name: 'Chat toko via WhatsApp',
    });
    expect(link).toHaveAttribute('href', whatsAppLink('+6281234567890', 'Halo LUMBUNG Dago, '));
  });

  it('is hidden when the store has no number', async () => {
    stubApi(catalogueRoutes());
    renderApp('/about-page', atDago(null));
    expect(await screen.findByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});
