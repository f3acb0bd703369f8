import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRAND, FALLBACK_STORE, FOOTER_CATEGORIES, LAYOUT, MESSAGES, ROUTES } from '@lumbung/contracts';
import { reloadTo } from '@/lib/navigation';
import { fakeCart } from '@/test/cart-fixtures';
import { json, stubApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import {
  catalogueRoutes,
  DAGO,
  HOME_ADDRESS,
  KEMANG,
  profile,
  removeGeolocation,
  stubGeolocation,
} from '@/test/storefront-fixtures';
import { CLAIMS, signIn } from '@/test/tokens';

vi.mock('@/lib/navigation', () => ({ reloadTo: vi.fn() }));

beforeEach(() => {
  vi.mocked(reloadTo).mockClear();
  stubApi(catalogueRoutes());
});

afterEach(() => {
  vi.unstubAllGlobals();
  removeGeolocation();
});

const JAKARTA_SELATAN = {
  city_id: HOME_ADDRESS.city_id,
  city_name: HOME_ADDRESS.city_name,
  province: 'DKI Jakarta',
  latitude: -6.26,
  longitude: 106.81,
};

/** The profile calls of a signed-in user with these addresses, and the store nearest them. */
function profileRoutes(addresses: (typeof HOME_ADDRESS)[], store: typeof KEMANG | null = KEMANG) {
  return {
    'GET /api/profile/user/:userId': () => ({ message: 'Profile retrieved', data: profile() }),
    'GET /api/profile/address/:userId': () => ({ message: 'Addresses retrieved', data: addresses }),
    'GET /api/profile/closest-store/:userId': () => ({ message: 'Closest store found', data: store }),
    'POST /api/profile/closest-store': () => ({ message: 'Closest store found', data: store }),
  };
}

describe('top strip, from the real lookups (docs/product.md §2, §4)', () => {
  it('a visitor who shares their location sees the nearest store and is asked to log in', async () => {
    stubGeolocation({ latitude: -6.26, longitude: 106.81 });
    stubApi({ ...catalogueRoutes(), ...profileRoutes([]) });
    renderApp('/');
    await waitFor(() => expect(screen.getByTestId('strip-store')).toHaveTextContent(KEMANG.store_name));
    const prompt = within(screen.getByTestId('strip-location')).getByRole('link', {
      name: MESSAGES.STRIP_LOG_IN,
    });
    expect(prompt).toHaveAttribute('href', ROUTES.login);
  });

  it('a visitor with no store in range is asked to adjust their location', async () => {
    stubGeolocation({ latitude: -4.5, longitude: 112.5 });
    stubApi({ ...catalogueRoutes(), ...profileRoutes([], null) });
    renderApp('/');
    await waitFor(() =>
      expect(screen.getByTestId('strip-location')).toHaveTextContent(MESSAGES.STRIP_NO_STORE),
    );
    expect(screen.getByTestId('strip-store')).toHaveTextContent(FALLBACK_STORE.store_name);
  });

  it('a shopper with an address sees where the store nearest it is, as the store (a store icon, not a home)', async () => {
    signIn(CLAIMS.user);
    stubApi({ ...catalogueRoutes(), ...profileRoutes([HOME_ADDRESS], DAGO) });
    renderApp('/');
    await waitFor(() => expect(screen.getByTestId('strip-location')).toHaveTextContent(DAGO.store_location));
    expect(screen.getByTestId('strip-location')).toHaveTextContent(
      `Your store, ${DAGO.distance_km.toLocaleString('en')} km away: ${DAGO.store_location}`,
    );
    expect(screen.getByTestId('strip-store-icon')).toBeInTheDocument();
    expect(screen.getByTestId('strip-store')).toHaveTextContent(DAGO.store_name);
  });

  it('a shopper without an address is asked to set one, and adds it in place from the strip', async () => {
    signIn(CLAIMS.user);
    const saved = { ...HOME_ADDRESS };
    let addresses: (typeof HOME_ADDRESS)[] = [];
    const api = stubApi({
      ...catalogueRoutes(),
      ...profileRoutes([]),
      'GET /api/profile/address/:userId': () => ({ message: 'Addresses retrieved', data: addresses }),
      'GET /api/profile/cities': () => ({ message: 'Cities retrieved', data: [JAKARTA_SELATAN] }),
      'POST /api/profile/address': () => {
        addresses = [saved];
        return json({ message: MESSAGES.ADDRESS_ADDED, data: { address: saved, addresses } }, 201);
      },
    });
    const { router } = renderApp('/products-page');
    const prompt = await within(screen.getByTestId('strip-location')).findByRole('button', {
      name: MESSAGES.STRIP_SET_ADDRESS,
    });
    expect(screen.queryByTestId('strip-store-icon')).not.toBeInTheDocument();
    await userEvent.click(prompt);
    const dialog = await screen.findByRole('dialog', { name: 'Where should we deliver?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Address/ }), saved.address);
    const city = within(dialog).getByRole('combobox', { name: 'City' });
    await waitFor(() => expect(city).toBeEnabled());
    await userEvent.click(city);
    await userEvent.click(await screen.findByRole('option', { name: /Jakarta Selatan/ }));
    // Addressed to the account's name; the courier's number is the shopper's to give.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Recipient/ })).toHaveValue(profile().username),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Mobile number/ }), '0812 3456 7890');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and start shopping' }));

    // In place: the page stays, the strip shows the address's store.
    await waitFor(() =>
      expect(screen.getByTestId('strip-location')).toHaveTextContent(KEMANG.store_location),
    );
    expect(screen.getByTestId('strip-store-icon')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.products);
    expect(api.requestsTo('/api/profile/address').find((r) => r.method === 'POST')?.body).toEqual({
      user_id: CLAIMS.user.id,
      address: saved.address,
      city_id: JAKARTA_SELATAN.city_id,
      city_name: JAKARTA_SELATAN.city_name,
      label: null,
      recipient_name: profile().username,
      phone: '+6281234567890',
    });
  });
});

describe('top strip', () => {
  it('asks a visitor to log in and names the fallback store', () => {
    renderApp('/');
    const strip = screen.getByTestId('top-strip');
    expect(within(strip).getByText(MESSAGES.STRIP_LOG_IN)).toBeInTheDocument();
    expect(within(strip).getByText(FALLBACK_STORE.store_name)).toBeInTheDocument();
    expect(strip).toHaveStyle({ height: LAYOUT.topStripHeight });
  });

  it('asks a logged-in shopper without addresses to set one', () => {
    signIn(CLAIMS.user);
    renderApp('/');
    expect(screen.getByTestId('strip-location')).toHaveTextContent(MESSAGES.STRIP_SET_ADDRESS);
  });

  it("shows a shopper with addresses their store's location", () => {
    signIn(CLAIMS.user);
    renderApp('/', {
      initialLocation: {
        hasAddresses: true,
        closestStore: {
          store_id: 3,
          store_name: 'LUMBUNG Bandung',
          store_location: 'Jl. Braga 12, Bandung',
          city_id: 5,
        },
      },
    });
    expect(screen.getByTestId('strip-location')).toHaveTextContent('Your store: Jl. Braga 12, Bandung');
    expect(screen.getByTestId('strip-store-icon')).toBeInTheDocument();
    expect(screen.getByTestId('strip-store')).toHaveTextContent('LUMBUNG Bandung');
  });

  it('tells anyone when no store is in range', () => {
    signIn(CLAIMS.user);
    renderApp('/', { initialLocation: { hasAddresses: true, noStore: true } });
    expect(screen.getByTestId('strip-location')).toHaveTextContent(MESSAGES.STRIP_NO_STORE);
    expect(screen.getByTestId('strip-store')).toHaveTextContent(FALLBACK_STORE.store_name);
  });
});

describe('navigation bar', () => {
  it('shows the brand and the three links', () => {
    renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: `${BRAND} home` })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', ROUTES.home);
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('href', ROUTES.products);
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', ROUTES.about);
  });

  it('offers a visitor only the Login icon', () => {
    renderApp('/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', ROUTES.login);
    expect(screen.queryByRole('button', { name: 'Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('offers Cart, Profile and Logout when the access token cookie exists', () => {
    signIn(CLAIMS.user);
    renderApp('/');
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', ROUTES.profile);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('logs out: removes the token cookie and reloads to /', async () => {
    signIn(CLAIMS.user);
    renderApp('/about-page');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(document.cookie).not.toContain('access_token=');
    expect(reloadTo).toHaveBeenCalledWith('/');
  });

  it('goes to the profile editor from the Profile icon', async () => {
    signIn(CLAIMS.user);
    const { router } = renderApp('/');
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(router.state.location.pathname).toBe(ROUTES.profile);
    // The account pages are a chunk of their own: the first load in a test takes a moment.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('opens the mobile menu with the same three links from the hamburger', async () => {
    renderApp('/');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Products', 'About']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      ROUTES.home,
      ROUTES.products,
      ROUTES.about,
    ]);
  });

  it('closes the mobile menu after choosing a link', async () => {
    const { router } = renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'About' }));
    expect(router.state.location.pathname).toBe(ROUTES.about);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
});

describe('cart drawer', () => {
  it('opens from the Cart icon with its title and the empty text, and closes again', async () => {
    signIn(CLAIMS.user);
    stubApi({ ...catalogueRoutes(), ...fakeCart().routes });
    renderApp('/');
    expect(screen.queryByRole('dialog', { name: MESSAGES.CART_TITLE })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.CART_TITLE });
    expect(within(drawer).getByRole('heading', { name: MESSAGES.CART_TITLE })).toBeInTheDocument();
    expect(await within(drawer).findByText(MESSAGES.CART_EMPTY)).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close cart' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: MESSAGES.CART_TITLE })).not.toBeInTheDocument(),
    );
  });
});

describe('footer', () => {
  it('shows the search, the categories, the policies, the social links and the copyright year', () => {
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('textbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      expect.stringMatching(/frugal/i),
    );
    const categories = within(footer).getByRole('navigation', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...FOOTER_CATEGORIES]);
    const policies = within(footer).getByRole('navigation', { name: 'Policies' });
    expect(within(policies).getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(within(policies).getByRole('link', { name: 'Cookie Policy' })).toBeInTheDocument();
    for (const network of ['Instagram', 'Facebook', 'X', 'TikTok']) {
      expect(within(footer).getByRole('link', { name: `${BRAND} on ${network}` })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\//),
      );
    }
    const year = new Date().getFullYear();
    expect(within(footer).getByText(`© ${year} ${BRAND}. All rights reserved.`)).toBeInTheDocument();
    expect(within(footer).getByText(/Indonesia/)).toBeInTheDocument();
  });
});

describe('where the shell appears', () => {
  it.each(['/', '/about-page', '/products-page'])('surrounds %s', async (path) => {
    renderApp(path);
    expect(await screen.findByTestId('app-shell')).toBeInTheDocument();
    expect(screen.getByTestId('top-strip')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/auth/login-page', null],
    ['/admin-super', CLAIMS.superAdmin],
    ['/admin-store', CLAIMS.storeAdmin],
    ['/checkout/payment', CLAIMS.user],
  ] as const)(
    'is absent on %s',
    async (path, claims) => {
      if (claims) signIn(claims);
      renderApp(path);
      // Lazy chunks (the back-office, the payment page) are transformed on their first load in a
      // test, which takes seconds on a busy machine: wait for the heading, however long that takes.
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 25_000 })).toBeInTheDocument();
      expect(screen.queryByTestId('app-shell')).not.toBeInTheDocument();
      expect(screen.queryByTestId('top-strip')).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    },
    30_000,
  );

  it('offers a skip link to the main content', () => {
    renderApp('/');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});

describe("the shopper's account menu", () => {
  const ACCOUNT = [
    ['Profile', ROUTES.profile],
    ['Addresses', ROUTES.addresses],
    ['Orders', ROUTES.orders],
    ['Payment history', ROUTES.paymentHistory],
    ['Vouchers', ROUTES.vouchers],
  ] as const;

  it('reaches profile, addresses, orders, payment history and vouchers from any page', async () => {
    signIn(CLAIMS.user);
    const { router } = renderApp(ROUTES.about);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual(ACCOUNT);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Vouchers' }));
    expect(router.state.location.pathname).toBe(ROUTES.vouchers);
  });

  it('lists the same pages in the phone menu, and none for a visitor or staff', async () => {
    signIn(CLAIMS.user);
    renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    for (const [name, href] of ACCOUNT) {
      expect(within(drawer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('is not offered to staff', () => {
    signIn(CLAIMS.storeAdmin);
    renderApp('/');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });
});

describe('a shopper whose address has no store within 50 km', () => {
  it('is told so and what to do, and the shelves are named after the store they come from', async () => {
    signIn(CLAIMS.user);
    stubApi({ ...catalogueRoutes(), ...profileRoutes([HOME_ADDRESS], null) });
    renderApp(ROUTES.products);
    const notice = await screen.findByTestId('no-store-notice');
    expect(notice).toHaveTextContent(MESSAGES.NO_STORE_NEARBY_TITLE);
    expect(notice).toHaveTextContent(MESSAGES.NO_STORE_NEARBY_TEXT);
    expect(within(notice).getByRole('link', { name: 'Manage addresses' })).toHaveAttribute(
      'href',
      ROUTES.addresses,
    );
    expect(screen.getByTestId('strip-location')).toHaveTextContent(MESSAGES.STRIP_NO_STORE);
    expect(within(screen.getByTestId('strip-location')).getByRole('link')).toHaveAttribute(
      'href',
      ROUTES.addresses,
    );
    expect(screen.getByTestId('strip-store')).toHaveTextContent(FALLBACK_STORE.store_name);
    await waitFor(() => expect(notice).toHaveTextContent(`the shelves of ${KEMANG.store_name}`));
    expect(
      within(screen.getByRole('main')).getByText(`Shopping at ${KEMANG.store_name}`),
    ).toBeInTheDocument();
  });
});
