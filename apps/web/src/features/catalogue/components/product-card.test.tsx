import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { product } from '@/test/storefront-fixtures';
import { ProductCard } from './product-card';
import { rupiah } from '@/test/rupiah';

function renderCard(overrides: Parameters<typeof product>[0] = {}) {
  renderWithProviders(<ProductCard product={product(overrides)} />, { initialLocation: {} });
  return screen.getByTestId('product-card');
}

describe('ProductCard', () => {
  it('shows the picture, category and name, linked to the product page', () => {
    const card = renderCard();
    expect(within(card).getByRole('link', { name: 'Apel Fuji 1 kg' })).toHaveAttribute(
      'href',
      '/products-page/101',
    );
    expect(within(card).getByText('Fruits and Vegetables')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/emoji/1f34e.svg');
    expect(within(card).getByRole('heading', { level: 3, name: 'Apel Fuji 1 kg' })).toBeInTheDocument();
  });

  it('shows one rupiah price, not struck through, without a discount', () => {
    const card = renderCard();
    const price = within(card).getByTestId('price-tag');
    expect(price).toHaveTextContent(rupiah(48000));
    expect(price.querySelector('s')).toBeNull();
    expect(within(card).queryByText(/off$/)).not.toBeInTheDocument();
  });

  it('shows the discounted price and the original struck through, with the discount', () => {
    const card = renderCard({ discount_type: 'PERCENTAGE', discount_value: 20, discounted_price: 38400 });
    const price = within(card).getByTestId('price-tag');
    expect(price).toHaveTextContent(`Sale price ${rupiah(38400)}`);
    const struck = price.querySelector('s');
    expect(struck).toHaveTextContent(`Original price ${rupiah(48000)}`);
    expect(within(card).getByText('20% off')).toBeInTheDocument();
  });

  it('shows a nominal discount as the rupiah saved', () => {
    const card = renderCard({ discount_type: 'NOMINAL', discount_value: 5000, discounted_price: 43000 });
    expect(within(card).getByText(`${rupiah(5000)} off`)).toBeInTheDocument();
    expect(within(card).getByTestId('price-tag').querySelector('s')).toHaveTextContent(rupiah(48000));
  });

  it('shows a BOGO with its free product and the unchanged price', () => {
    const card = renderCard({ discount_type: 'BOGO', bogo_product_name: 'Susu Kental Manis 370 g' });
    expect(within(card).getByText('Buy 1 get 1')).toBeInTheDocument();
    expect(within(card).getByText('Free: Susu Kental Manis 370 g')).toBeInTheDocument();
    expect(within(card).getByTestId('price-tag').querySelector('s')).toBeNull();
  });

  it.each([
    [40, 'In stock'],
    [3, 'Only 3 left'],
    [0, 'Out of stock'],
  ])('with %i in stock says %s', (userStock, label) => {
    const card = renderCard({ user_stock: userStock });
    expect(within(card).getByText(label)).toBeInTheDocument();
  });

  it('shows a basket when the product has no picture', () => {
    const card = renderCard({ product_image: null });
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('svg')).not.toBeNull();
  });

  it('adds from its Add button, which is busy while the add is on its way and off when sold out', () => {
    const onAdd = vi.fn();
    renderWithProviders(
      <>
        <ProductCard product={product({ product_name: 'Apel' })} onAddToCart={onAdd} />
        <ProductCard product={product({ product_name: 'Beras' })} onAddToCart={onAdd} adding />
        <ProductCard product={product({ product_name: 'Cabai', user_stock: 0 })} onAddToCart={onAdd} />
      </>,
      { initialLocation: {} },
    );
    const add = screen.getByRole('button', { name: 'Add Apel to cart' });
    expect(add).toHaveTextContent('Add');
    expect(add).toBeEnabled();
    add.click();
    expect(onAdd).toHaveBeenCalledTimes(1);

    const adding = screen.getByRole('button', { name: 'Add Beras to cart' });
    expect(adding).toBeDisabled();
    expect(adding).toHaveAttribute('aria-busy', 'true');

    const soldOut = screen.getByRole('button', { name: 'Add Cabai to cart' });
    expect(soldOut).toBeDisabled();
    expect(soldOut).not.toHaveAttribute('aria-busy');
  });

  it('shows − n + once in the cart: − removes the last one, + stops at the stock', () => {
    const line = { quantity: 1, busy: false, onIncrease: vi.fn(), onDecrease: vi.fn() };
    renderWithProviders(
      <>
        <ProductCard
          product={product({ product_name: 'Apel', user_stock: 2 })}
          onAddToCart={vi.fn()}
          cartLine={line}
        />
        <ProductCard
          product={product({ product_name: 'Beras', user_stock: 2 })}
          onAddToCart={vi.fn()}
          cartLine={{ ...line, quantity: 2 }}
        />
      </>,
      { initialLocation: {} },
    );
    const stepper = screen.getByRole('group', { name: 'Apel in your cart' });
    expect(within(stepper).getByTestId('card-quantity')).toHaveTextContent('1');
    within(stepper).getByRole('button', { name: 'Remove Apel from cart' }).click();
    expect(line.onDecrease).toHaveBeenCalledTimes(1);
    within(stepper).getByRole('button', { name: 'One more Apel' }).click();
    expect(line.onIncrease).toHaveBeenCalledTimes(1);

    const full = screen.getByRole('group', { name: 'Beras in your cart' });
    expect(within(full).getByRole('button', { name: 'One less Beras' })).toBeEnabled();
    expect(within(full).getByRole('button', { name: 'One more Beras' })).toBeDisabled();
  });
});
