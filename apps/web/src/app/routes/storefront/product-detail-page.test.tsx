import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage, MESSAGES, ROUTES } from '@lumbung/contracts';
import { cartItem, fakeCart } from '@/test/cart-fixtures';
import { json, stubApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { catalogueRoutes, productDetail, products } from '@/test/storefront-fixtures';
import { CLAIMS, signIn } from '@/test/tokens';
import { rupiah } from '@/test/rupiah';

afterEach(() => vi.unstubAllGlobals());

const atStore = { initialLocation: {} };

function stubDetail(detail: ReturnType<typeof productDetail>) {
  return stubApi({
    ...catalogueRoutes(products(4)),
    'GET /api/users/products/detail/:inventoryId': () =>
      json({ message: 'Product found', inventory: detail }, 201),
  });
}

describe('/products-page/{inventoryId}', () => {
  it('shows the product: pictures, name, category, store, price, stock and description', async () => {
    const user = userEvent.setup();
    stubDetail(
      productDetail({
        inventory_id: 101,
        product_images: [
          { product_image: '/media/emoji/1f34f.svg', is_primary: false },
          { product_image: '/media/emoji/1f34e.svg', is_primary: true },
        ],
      }),
    );
    renderApp('/products-page/101', atStore);
    expect(await screen.findByRole('heading', { level: 1, name: 'Apel Fuji 1 kg' })).toBeInTheDocument();
    // The category badge and the breadcrumb both open the list of that category.
    const main = screen.getByRole('main');
    const categoryLinks = within(main).getAllByRole('link', { name: 'Fruits and Vegetables' });
    expect(categoryLinks.map((link) => link.getAttribute('href'))).toEqual([
      `${ROUTES.products}?category=Fruits+and+Vegetables`,
      `${ROUTES.products}?category=Fruits+and+Vegetables`,
    ]);
    expect(screen.getByText('Sold by LUMBUNG Kemang')).toBeInTheDocument();
    expect(screen.getAllByTestId('price-tag')[0]).toHaveTextContent(rupiah(48000));
    expect(screen.getByText('40 left in stock')).toBeInTheDocument();
    expect(screen.getByText(/Crisp, sweet Fuji apples/)).toBeInTheDocument();

    // The primary picture comes first; the thumbnails switch between them.
    expect(screen.getByRole('img', { name: 'Apel Fuji 1 kg, picture 1 of 2' })).toHaveAttribute(
      'src',
      '/media/emoji/1f34e.svg',
    );
    await user.click(screen.getByRole('button', { name: 'Show picture 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Apel Fuji 1 kg, picture 2 of 2' })).toHaveAttribute(
      'src',
      '/media/emoji/1f34f.svg',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Apel Fuji 1 kg')).toHaveAttribute('aria-current', 'page');
  });

  it('shows a percentage discount with the saving, its terms, and the struck-through price', async () => {
    stubDetail(
      productDetail({
        discount_type: 'PERCENTAGE',
        discount_value: 20,
        discounted_price: 38400,
        max_discount: 15000,
        min_purchase: 50000,
        discount_description: '20% off Apel Fuji 1 kg, up to Rp15.000.',
        discount_end_date: '2026-01-31T00:00:00.000Z',
      }),
    );
    renderApp('/products-page/101', atStore);
    const discount = await screen.findByRole('region', { name: 'Discount' });
    expect(discount).toHaveTextContent('20% off');
    expect(discount).toHaveTextContent(`You save ${rupiah(9600)}`);
    expect(discount).toHaveTextContent(
      `Min. purchase ${rupiah(50000)} · Up to ${rupiah(15000)} off · Until 31 Jan`,
    );
    const price = screen.getAllByTestId('price-tag')[0]!;
    expect(price).toHaveTextContent(rupiah(38400));
    expect(price.querySelector('s')).toHaveTextContent(rupiah(48000));
  });

  it('shows what a BOGO gives free', async () => {
    stubDetail(
      productDetail({
        product_name: 'Kopi Bubuk Robusta Lampung 250 g',
        discount_type: 'BOGO',
        bogo_product_id: 77,
        bogo_product_name: 'Susu Kental Manis 370 g',
        discount_description: 'Kopi susu at home.',
      }),
    );
    renderApp('/products-page/101', atStore);
    const discount = await screen.findByRole('region', { name: 'Discount' });
    expect(discount).toHaveTextContent('Buy 1 get 1 free');
    expect(within(discount).getByText('Free: Susu Kental Manis 370 g')).toBeInTheDocument();
  });

  it('steps the quantity between 1 and the stock', async () => {
    const user = userEvent.setup();
    stubDetail(productDetail({ user_stock: 2 }));
    renderApp('/products-page/101', atStore);
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('cannot be added when out of stock', async () => {
    stubDetail(productDetail({ user_stock: 0 }));
    renderApp('/products-page/101', atStore);
    expect(await screen.findByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(screen.getAllByText('Out of stock').length).toBeGreaterThan(0);
    expect(screen.queryByText(/left in stock/)).not.toBeInTheDocument();
  });

  it('sends a visitor who adds to the cart to the login page', async () => {
    const user = userEvent.setup();
    stubDetail(productDetail());
    const { router } = renderApp('/products-page/101', atStore);
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
  });

  it('adds the chosen quantity to the cart and opens the drawer with it', async () => {
    const user = userEvent.setup();
    signIn(CLAIMS.user);
    const cart = fakeCart();
    const api = stubApi({
      ...catalogueRoutes(products(4)),
      ...cart.routes,
      'GET /api/users/products/detail/:inventoryId': () =>
        json({ message: 'Product found', inventory: productDetail() }, 201),
    });
    const { router } = renderApp('/products-page/101', atStore);
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.CART_TITLE });
    expect(await within(drawer).findByRole('listitem', { name: 'Product 101' })).toHaveTextContent('2');
    expect(api.requestsTo('/api/cart/add')[0]?.body).toEqual({ user_id: 7, inventory_id: 101, quantity: 2 });
    expect(router.state.location.pathname).toBe('/products-page/101');
  });

  it("steps the cart's quantity of a product already in it, instead of offering to add it again", async () => {
    const user = userEvent.setup();
    signIn(CLAIMS.user);
    const cart = fakeCart({ items: [cartItem({ inventory_id: 101, product_name: 'Apel Fuji 1 kg' })] });
    const api = stubApi({
      ...catalogueRoutes(products(4)),
      ...cart.routes,
      'GET /api/users/products/detail/:inventoryId': () =>
        json({ message: 'Product found', inventory: productDetail({ inventory_id: 101 }) }, 201),
    });
    renderApp('/products-page/101', atStore);
    const inCart = await screen.findByRole('group', { name: 'Apel Fuji 1 kg in your cart' });
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(within(inCart).getByTestId('cart-line-quantity')).toHaveTextContent('1');

    await user.click(within(inCart).getByRole('button', { name: 'One more Apel Fuji 1 kg' }));
    await waitFor(() => expect(within(inCart).getByTestId('cart-line-quantity')).toHaveTextContent('2'));
    expect(api.requestsTo('/api/cart/quantity')[0]?.body).toEqual({
      user_id: 7,
      cart_item_id: 1,
      quantity: 2,
    });
    expect(api.requestsTo('/api/cart/add')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'View cart' }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.CART_TITLE });
    expect(await within(drawer).findByRole('listitem', { name: 'Apel Fuji 1 kg' })).toHaveTextContent('2');
  });

  it("says 'This product is already in the cart' when the server refuses the add", async () => {
    const user = userEvent.setup();
    signIn(CLAIMS.user);
    stubApi({
      ...catalogueRoutes(products(4)),
      ...fakeCart().routes,
      'POST /api/cart/add': () => new Response('', { status: 409 }),
      'GET /api/users/products/detail/:inventoryId': () =>
        json({ message: 'Product found', inventory: productDetail() }, 201),
    });
    renderApp('/products-page/101', atStore);
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(MESSAGES.CART_ITEM_EXISTS)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: MESSAGES.CART_TITLE })).not.toBeInTheDocument();
  });

  it("says 'An unexpected error occurred' when the add gets no answer", async () => {
    const user = userEvent.setup();
    signIn(CLAIMS.user);
    stubApi({
      ...catalogueRoutes(products(4)),
      ...fakeCart().routes,
      'POST /api/cart/add': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET /api/users/products/detail/:inventoryId': () =>
        json({ message: 'Product found', inventory: productDetail() }, 201),
    });
    renderApp('/products-page/101', atStore);
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(MESSAGES.UNEXPECTED_ERROR)).toBeInTheDocument();
  });

  it('shows the reason the server names when it refuses a product of another store', async () => {
    const user = userEvent.setup();
    signIn(CLAIMS.user);
    const reason = formatMessage('CART_OTHER_STORE', { store: 'LUMBUNG Kemang' });
    stubApi({
      ...catalogueRoutes(products(4)),
      ...fakeCart().routes,
      'POST /api/cart/add': () => json({ message: reason, code: 'CART_OTHER_STORE' }, 409),
      'GET /api/users/products/detail/:inventoryId': () =>
        json(
          { message: 'Product found', inventory: productDetail({ store_id: 1, store_name: 'LUMBUNG Dago' }) },
          201,
        ),
    });
    renderApp('/products-page/101', atStore);
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });

  it('names the store of a product from another store', async () => {
    stubDetail(productDetail({ store_id: 1, store_name: 'LUMBUNG Dago' }));
    renderApp('/products-page/101', atStore);
    expect(await screen.findByText(/This product is on the shelves of LUMBUNG Dago/)).toBeInTheDocument();
  });

  it('shows more products of the same category, without the product itself', async () => {
    stubApi(catalogueRoutes(products(4)));
    renderApp('/products-page/2', atStore);
    const related = await screen.findByRole('list', { name: 'More in Fruits and Vegetables' });
    await waitFor(() =>
      expect(
        within(related)
          .getAllByRole('heading')
          .map((heading) => heading.textContent),
      ).toEqual(['Product 001', 'Product 003', 'Product 004']),
    );
  });

  it('says so when the product does not exist', async () => {
    stubApi(catalogueRoutes(products(2)));
    renderApp('/products-page/999', atStore);
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
      'href',
      ROUTES.products,
    );
  });

  it('treats a path that is not an id as not found, without calling the server', async () => {
    const api = stubApi(catalogueRoutes());
    renderApp('/products-page/apel', atStore);
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(api.requestsTo('/api/users/products/detail/')).toEqual([]);
  });

  it("shows 'Failed to fetch product details.' when the server gives no reason", async () => {
    stubApi({
      ...catalogueRoutes(),
      'GET /api/users/products/detail/:inventoryId': () => new Response('', { status: 500 }),
    });
    renderApp('/products-page/101', atStore);
    expect(
      await screen.findByText(MESSAGES.PRODUCT_DETAILS_FAILED, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
