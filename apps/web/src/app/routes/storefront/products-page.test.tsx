import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_STORE, MESSAGES, PAGE_SIZES } from '@lumbung/contracts';
import { fakeCart } from '@/test/cart-fixtures';
import { json, stubApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import {
  catalogueRoutes,
  DAGO,
  productPage,
  products,
  removeGeolocation,
  stubGeolocation,
} from '@/test/storefront-fixtures';
import { CLAIMS, signIn } from '@/test/tokens';

afterEach(() => {
  vi.unstubAllGlobals();
  removeGeolocation();
});

/** The store is known (the fallback store 28) and no lookup runs. */
const atStore = { initialLocation: {} };

function productRequests(api: ReturnType<typeof stubApi>) {
  return api
    .requestsTo('/api/users/products/')
    .filter((request) => !request.url.pathname.includes('/detail/'))
    .map((request) => ({ path: request.url.pathname, query: Object.fromEntries(request.url.searchParams) }));
}

const cardNames = () =>
  screen.getAllByTestId('product-card').map((card) => within(card).getByRole('heading').textContent);

describe('/products-page', () => {
  it("shows skeletons, then the current store's first 12 products by name", async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = stubApi({
      ...catalogueRoutes(),
      'GET /api/users/products/:storeId': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/products-page', atStore);
    expect(await screen.findAllByTestId('product-card-skeleton')).toHaveLength(PAGE_SIZES.shopperProducts);
    // The list is asked for once the store is settled (its name included).
    await waitFor(() => expect(productRequests(api)).toHaveLength(1));
    await act(async () => answer(json(productPage(products(12), { totalItems: 30 }))));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(12);
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–12 of 30 products')).toBeInTheDocument();
    // Headings in order (Lighthouse heading-order): the page's h1, then one h2 per card.
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(products(12).map((p) => p.product_name)),
    );
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(productRequests(api)).toEqual([
      {
        path: '/api/users/products/28',
        query: { page: '1', pageSize: '12', sortField: 'product_name', sortOrder: 'asc' },
      },
    ]);
  });

  it("names the store the products come from, never the fallback's 'Default Store'", async () => {
    stubApi(catalogueRoutes(products(3)));
    renderApp('/products-page', atStore);
    expect(await screen.findAllByTestId('product-card')).toHaveLength(3);
    const main = screen.getByRole('main');
    expect(within(main).getByText('Shopping at LUMBUNG Kemang')).toBeInTheDocument();
    expect(within(main).queryByText(/Default Store/)).not.toBeInTheDocument();
    // The strip keeps docs/product.md §3's fallback name while no store is found.
    expect(screen.getByTestId('strip-store')).toHaveTextContent(FALLBACK_STORE.store_name);
  });

  it("asks for the fallback store's products while its name is on the way, and shows them under it", async () => {
    let name: () => void = () => undefined;
    const routes = catalogueRoutes(products(3));
    const api = stubApi({
      ...routes,
      'GET /api/users/stores/:storeId': (request) =>
        new Promise<void>((resolve) => (name = resolve)).then(() =>
          routes['GET /api/users/stores/:storeId']!(request),
        ),
    });
    renderApp('/products-page', atStore);
    // One round trip to prices: the list goes out beside the store's name, not after it.
    await waitFor(() => expect(productRequests(api)).toHaveLength(1));
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(PAGE_SIZES.shopperProducts);
    expect(screen.queryByTestId('product-card')).not.toBeInTheDocument();
    await act(async () => name());
    expect(await screen.findAllByTestId('product-card')).toHaveLength(3);
    expect(within(screen.getByRole('main')).getByText('Shopping at LUMBUNG Kemang')).toBeInTheDocument();
  });

  it('reads search, category, sort and page from a shared link', async () => {
    const api = stubApi(catalogueRoutes(products(30)));
    renderApp('/products-page?search=apel&category=Dairy&sort=price-desc&page=2', atStore);
    await screen.findAllByTestId('product-card');
    expect(productRequests(api).at(-1)?.query).toEqual({
      page: '2',
      pageSize: '12',
      search: 'apel',
      category: 'Dairy',
      sortField: 'price',
      sortOrder: 'desc',
    });
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('apel');
    expect(screen.getByRole('radio', { name: 'Dairy' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
    // The page buttons are a lazy chunk: they appear once it has loaded.
    expect(await screen.findByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps every choice in the address, and back and forward walk through them', async () => {
    const user = userEvent.setup();
    const api = stubApi(catalogueRoutes(products(30)));
    const { router } = renderApp('/products-page', atStore);
    await screen.findAllByTestId('product-card');

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(cardNames()[0]).toBe('Product 013'));

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'apel{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=apel'));

    await user.click(screen.getByRole('radio', { name: 'Poultry' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=apel&category=Poultry'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?search=apel&category=Poultry&sort=price-asc'),
    );
    await waitFor(() =>
      expect(productRequests(api).at(-1)?.query).toMatchObject({
        search: 'apel',
        category: 'Poultry',
        sortField: 'price',
        sortOrder: 'asc',
        page: '1',
      }),
    );

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?search=apel&category=Poultry');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name-asc');

    await act(() => router.navigate(-2));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'All products' })).toBeChecked();
    await waitFor(() => expect(cardNames()[0]).toBe('Product 013'));

    await act(() => router.navigate(1));
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('apel');
  });

  it('clears the search from its pill, and the category from "All products"', async () => {
    const user = userEvent.setup();
    stubApi(catalogueRoutes(products(5)));
    const { router } = renderApp('/products-page?search=apel&category=Dairy', atStore);
    await screen.findAllByTestId('product-card');
    await user.click(screen.getByRole('button', { name: /Remove search/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Dairy'));
    await user.click(screen.getByRole('radio', { name: 'All products' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers one page per 12 products', async () => {
    stubApi(catalogueRoutes(products(30)));
    renderApp('/products-page', atStore);
    await screen.findAllByTestId('product-card');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(await within(pages).findByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
  });

  it('docs/product.md §9: a page with fewer than 12 items is the last page, whatever total the server gave', async () => {
    stubApi({
      ...catalogueRoutes(),
      'GET /api/users/products/:storeId': () => ({
        ...productPage(products(7, 13), { page: 2 }),
        totalPages: 5,
      }),
    });
    renderApp('/products-page?page=2', atStore);
    await screen.findAllByTestId('product-card');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(await within(pages).findByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows no pagination when everything fits on one page', async () => {
    stubApi(catalogueRoutes(products(12)));
    renderApp('/products-page', atStore);
    await screen.findAllByTestId('product-card');
    // A full page with one page in total: docs/product.md §9 keeps the server's total.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('says when a page past the end was asked for, and goes to the last page', async () => {
    const user = userEvent.setup();
    stubApi(catalogueRoutes(products(30)));
    const { router } = renderApp('/products-page?page=9', atStore);
    expect(await screen.findByText('There is no page 9')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the last page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(6);
  });

  it('has a friendly empty state for a search without results, which clears the filters', async () => {
    const user = userEvent.setup();
    stubApi(catalogueRoutes([]));
    const { router } = renderApp('/products-page?search=durian&category=Dairy', atStore);
    expect(await screen.findByText('No products match your search')).toBeInTheDocument();
    expect(screen.getByText(/has nothing called “durian” in Dairy/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('No products yet in this store')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch products.' when the server gives no reason, and retries", async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      ...catalogueRoutes(),
      'GET /api/users/products/:storeId': () =>
        fail ? new Response('', { status: 502 }) : productPage(products(2)),
    });
    renderApp('/products-page', atStore);
    expect(
      await screen.findByText(MESSAGES.PRODUCTS_FETCH_FAILED, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
  });

  it("shows the server's own message when it gives one", async () => {
    stubApi({
      ...catalogueRoutes(),
      'GET /api/users/products/:storeId': () =>
        json({ message: 'search must be 100 characters or less' }, 400),
    });
    renderApp('/products-page', atStore);
    expect(
      await screen.findByText('search must be 100 characters or less', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('lists the categories of the API as filters', async () => {
    stubApi(catalogueRoutes());
    renderApp('/products-page', atStore);
    expect(await screen.findByRole('radio', { name: 'Seafood' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Categories' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['', 'Fruits and Vegetables', 'Poultry', 'Dairy', 'Baked Goods', 'Seafood']);
  });

  it("waits for the shopper's store before asking for its shelves", async () => {
    stubGeolocation({ latitude: -6.89, longitude: 107.61 });
    const api = stubApi({
      ...catalogueRoutes(products(3)),
      'POST /api/profile/closest-store': () => ({
        message: 'Closest store found',
        data: DAGO,
        first_products: null,
      }),
    });
    renderApp('/products-page');
    await screen.findAllByTestId('product-card');
    expect(productRequests(api).map((request) => request.path)).toEqual(['/api/users/products/1']);
    expect(screen.getByText(`Shopping at ${DAGO.store_name}`)).toBeInTheDocument();
  });
});

describe('/products-page: add to cart from a card', () => {
  it('adds one of the product, says so, and the navbar cart icon counts it', async () => {
    const user = userEvent.setup();
    signIn(CLAIMS.user);
    const api = stubApi({ ...catalogueRoutes(products(3)), ...fakeCart().routes });
    renderApp('/products-page', atStore);
    await screen.findByRole('button', { name: 'Cart' });
    await user.click(await screen.findByRole('button', { name: 'Add Product 002 to cart' }));
    expect(await screen.findByText(MESSAGES.CART_ITEM_ADDED)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(api.requestsTo('/api/cart/add')[0]?.body).toEqual({ user_id: 7, inventory_id: 2 });
    // The page stays where it was; the drawer does not interrupt browsing.
    expect(screen.queryByRole('dialog', { name: MESSAGES.CART_TITLE })).not.toBeInTheDocument();
  });

  it('adds with one request: the answer is the cart, which nothing reads again', async () => {
    const user = userEvent.setup();
    signIn(CLAIMS.user);
    const api = stubApi({ ...catalogueRoutes(products(3)), ...fakeCart().routes });
    renderApp('/products-page', atStore);
    await screen.findByRole('button', { name: 'Cart' });
    const button = await screen.findByRole('button', { name: 'Add Product 002 to cart' });
    const from = api.requests.length;
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(api.requests.slice(from).map((request) => request.url.pathname)).toEqual(['/api/cart/add']);
  });

  // A product in the cart shows − n + on its card instead of Add, so the shopper never
  // meets 'This product is already in the cart' from a card (it was the answer to a second Add).
  it('turns the card into − n + once the product is in the cart: + and − set the quantity, − at 1 removes it', async () => {
    const user = userEvent.setup();
    signIn(CLAIMS.user);
    const api = stubApi({ ...catalogueRoutes(products(3)), ...fakeCart().routes });
    renderApp('/products-page', atStore);
    await user.click(await screen.findByRole('button', { name: 'Add Product 001 to cart' }));
    const line = await screen.findByRole('group', { name: 'Product 001 in your cart' });
    expect(within(line).getByTestId('card-quantity')).toHaveTextContent('1');
    expect(screen.queryByRole('button', { name: 'Add Product 001 to cart' })).not.toBeInTheDocument();

    await user.click(within(line).getByRole('button', { name: 'One more Product 001' }));
    await waitFor(() => expect(within(line).getByTestId('card-quantity')).toHaveTextContent('2'));
    await user.click(within(line).getByRole('button', { name: 'One less Product 001' }));
    await waitFor(() => expect(within(line).getByTestId('card-quantity')).toHaveTextContent('1'));
    expect(api.requestsTo('/api/cart/quantity').map((request) => request.body)).toEqual([
      { user_id: 7, cart_item_id: 100, quantity: 2 },
      { user_id: 7, cart_item_id: 100, quantity: 1 },
    ]);

    await user.click(within(line).getByRole('button', { name: 'Remove Product 001 from cart' }));
    expect(await screen.findByRole('button', { name: 'Add Product 001 to cart' })).toBeInTheDocument();
    expect(api.requestsTo('/api/cart/7/100')).toHaveLength(1);
    expect(api.requestsTo('/api/cart/add')).toHaveLength(1);
    expect(screen.queryByText(MESSAGES.CART_ITEM_EXISTS)).not.toBeInTheDocument();
  });

  it('sends a visitor to the login page', async () => {
    const user = userEvent.setup();
    const api = stubApi(catalogueRoutes(products(3)));
    const { router } = renderApp('/products-page', atStore);
    await user.click(await screen.findByRole('button', { name: 'Add Product 001 to cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login-page'));
    expect(api.requestsTo('/api/cart')).toEqual([]);
  });
});
