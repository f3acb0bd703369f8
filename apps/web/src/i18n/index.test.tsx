import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import idShop from '@/i18n/catalogues/id/shop.json';
import idStorefront from '@/i18n/catalogues/id/storefront.json';
import { englishCataloguesForTests } from '@/test/catalogues';
import { activateForTests } from './catalogues';
import { T, useT } from './index';

afterEach(() => activateForTests('en', englishCataloguesForTests));

function Greeting() {
  const t = useT();
  return <p>{t('shop.nav.cart')}</p>;
}

describe('useT and T', () => {
  it('fill a message with its values and elements: the element wraps its part of the text', () => {
    render(
      <p data-testid="notice">
        <T
          id="storefront.product.otherStore"
          values={{ store: 'LUMBUNG Dago', yours: 'LUMBUNG Kemang' }}
          components={{ 0: <a href="/products-page" /> }}
        />
      </p>,
    );
    expect(screen.getByTestId('notice')).toHaveTextContent(
      'This product is on the shelves of LUMBUNG Dago. Your store is LUMBUNG Kemang: see what it has.',
    );
    expect(screen.getByRole('link', { name: 'see what it has' })).toHaveAttribute('href', '/products-page');
  });

  it('render a component again in the new language when the language changes', () => {
    render(<Greeting />);
    expect(screen.getByText('Cart')).toBeInTheDocument();
    act(() => activateForTests('id', [idShop, idStorefront]));
    expect(screen.getByText('Keranjang')).toBeInTheDocument();
  });
});
