import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@lumbung/contracts';
import { stubApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { catalogueRoutes, discount, product, products } from '@/test/storefront-fixtures';
import { rupiah } from '@/test/rupiah';

afterEach(() => vi.unstubAllGlobals());

const atKemang = {
  initialLocation: {
    closestStore: {
      store_id: 28,
      store_name: 'LUMBUNG Kemang',
      store_location: 'Jl. Kemang Raya',
      city_id: 1,
    },
  },
};

const apel = product({
  inventory_id: 101,
  discount_type: 'PERCENTAGE',
  discount_value: 20,
  discounted_price: 38400,
});
const roti = product({
  inventory_id: 102,
  product_name: 'Roti Tawar Gandum',
  category_name: 'Baked Goods',
  price: 18000,
  discounted_price: 18000,
  discount_type: 'BOGO',
  product_image: '/media/emoji/1f35e.svg',
});

function stubShop() {
  return stubApi({
    ...catalogueRoutes([apel, roti, ...products(8, 1)]),
    'GET /api/users/discounts/:storeId': () => ({
      message: 'Discounts retrieved',
      data: [
        discount(),
        discount({
          discount_id: 2,
          inventory_id: 102,
          product_name: 'Roti Tawar Gandum',
          type: 'BOGO',
          value: 0,
          max_discount: null,
          bogo_product_id: 12,
          bogo_product_name: 'Roti Tawar Gandum',
          description: 'Buy one Roti Tawar Gandum, get another one free.',
        }),
        discount({
          discount_id: 3,
          inventory_id: null,
          product_name: null,
          type: 'NOMINAL',
          value: 10000,
          min_purchase: 150000,
          max_discount: null,
          description: 'Rp10.000 off a basket of Rp150.000 or more.',
        }),
      ],
    }),
  });
}

describe('home page', () => {
  it("shows the store's running discounts as banners", async () => {
    const api = stubShop();
    renderApp('/', atKemang);
    const deals = await screen.findByRole('list', { name: 'Deals at LUMBUNG Kemang' });
    const banners = await within(deals).findAllByTestId('discount-banner');
    expect(banners.map((banner) => within(banner).getByRole('heading').textContent)).toEqual([
      'Apel Fuji 1 kg',
      'Roti Tawar Gandum',
      'On your whole cart',
    ]);
    expect(banners[0]).toHaveTextContent('20% off');
    expect(banners[0]).toHaveTextContent(`Up to ${rupiah(15000)}`);
    expect(banners[1]).toHaveTextContent('Buy 1 get 1 free');
    expect(banners[2]).toHaveTextContent(`${rupiah(10000)} off`);
    expect(banners[2]).toHaveTextContent(`Min. purchase ${rupiah(150000)}`);
    expect(within(banners[0]!).getByRole('link')).toHaveAttribute('href', '/products-page/101');
    expect(within(banners[2]!).getByRole('link')).toHaveAttribute('href', ROUTES.products);
    expect(api.requestsTo('/api/users/discounts/').map((request) => request.url.pathname)).toEqual([
      '/api/users/discounts/28',
    ]);
  });

  it('shows the discounted products with their sale prices', async () => {
    stubShop();
    renderApp('/', atKemang);
    const onSale = await screen.findByRole('list', { name: 'On sale now' });
    await waitFor(() => expect(within(onSale).getAllByTestId('product-card')).toHaveLength(2));
    const [first, second] = within(onSale).getAllByTestId('product-card');
    expect(first).toHaveTextContent('Apel Fuji 1 kg');
    expect(within(first!).getByTestId('price-tag').querySelector('s')).toHaveTextContent(rupiah(48000));
    expect(first).toHaveTextContent(rupiah(38400));
    expect(second).toHaveTextContent('Buy 1 get 1');
  });

  it('shows the newest products of the store', async () => {
    const api = stubShop();
    renderApp('/', atKemang);
    const shelf = await screen.findByRole('list', { name: 'Just in at LUMBUNG Kemang' });
    expect(within(shelf).getAllByTestId('product-card')).toHaveLength(10);
    const shelfRequest = api
      .requestsTo('/api/users/products/28')
      .find((request) => request.url.searchParams.get('sortField') === 'created_at');
    expect(Object.fromEntries(shelfRequest!.url.searchParams)).toEqual({
      page: '1',
      pageSize: '10',
      sortField: 'created_at',
      sortOrder: 'desc',
    });
  });

  it('opens the filtered list from the category tiles and the other aisles', async () => {
    stubShop();
    renderApp('/', atKemang);
    const aisles = await screen.findByRole('list', { name: 'More aisles' });
    expect(within(aisles).getByRole('link', { name: 'Seafood' })).toHaveAttribute(
      'href',
      `${ROUTES.products}?category=Seafood`,
    );
    const tiles = screen.getByRole('region', { name: 'Everything for the kitchen' });
    expect(within(tiles).getByRole('link', { name: /^Dairy/ })).toHaveAttribute(
      'href',
      `${ROUTES.products}?category=Dairy`,
    );
  });

  it('searches the shelves from the hero', async () => {
    const user = userEvent.setup();
    stubShop();
    const { router } = renderApp('/', atKemang);
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    // Short enough to show whole beside the Search button on a 360 px phone.
    expect(search).toHaveAttribute('placeholder', 'Search groceries');
    await user.type(search, 'telur ayam{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.products));
    expect(router.state.location.search).toBe('?search=telur+ayam');
  });

  it('names the store the shopper is matched to', async () => {
    stubShop();
    renderApp('/', atKemang);
    expect(screen.getByText('Shopping at LUMBUNG Kemang')).toBeInTheDocument();
  });

  it('leaves the deals out when the store runs none', async () => {
    stubApi(catalogueRoutes(products(3)));
    renderApp('/', atKemang);
    await screen.findByRole('list', { name: 'Just in at LUMBUNG Kemang' });
    expect(screen.queryByRole('heading', { name: 'Deals at LUMBUNG Kemang' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'On sale now' })).not.toBeInTheDocument();
  });
});
