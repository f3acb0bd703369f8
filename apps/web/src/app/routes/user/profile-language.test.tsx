import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, ROUTES, type UserProfile } from '@lumbung/contracts';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { LanguageCard, useSaveLocale } from '@/features/profile';
import { i18n, LOCALE_COOKIE, switchLocale } from '@/i18n';
import { getCookie } from '@/lib/cookies';
import { stubApi } from '@/test/fake-api';
import { renderApp, renderWithProviders } from '@/test/render';
import { HOME_ADDRESS, catalogueRoutes, profile } from '@/test/storefront-fixtures';
import { CLAIMS, clearAllCookies, signIn } from '@/test/tokens';

const LAZY = { timeout: 8_000 };
/** The Indonesian texts as written (an import would hand over Lingui's compiled form). */
const id = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../i18n/catalogues/id/account.json'), 'utf8'),
) as Record<string, string>;

const saved = (api: ReturnType<typeof stubApi>) =>
  api.requestsTo('/api/profile/user/').filter((request) => request.method === 'PUT');

beforeEach(() => signIn(CLAIMS.user));
afterEach(async () => {
  await switchLocale('en');
  vi.unstubAllGlobals();
  clearAllCookies();
});

describe('the language of the profile page', () => {
  it('switches the whole page to Bahasa Indonesia, keeps the choice in the cookie and in the account', async () => {
    const api = stubApi({
      ...catalogueRoutes(),
      'GET /api/profile/user/:userId': () => ({ message: MESSAGES.PROFILE_FOUND, data: profile() }),
      'GET /api/profile/address/:userId': () => ({
        message: MESSAGES.ADDRESSES_LISTED,
        data: [HOME_ADDRESS],
      }),
      'PUT /api/profile/user/:userId': ({ body }) => ({
        message: MESSAGES.PROFILE_UPDATED,
        data: profile(body as Partial<UserProfile>),
      }),
    });
    renderApp(ROUTES.profile);
    await screen.findByTestId('profile-username', {}, LAZY);
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();

    const language = within(screen.getByTestId('language-card'));
    expect(language.getByRole('heading', { name: 'Language' })).toBeInTheDocument();
    await userEvent.click(language.getByRole('button', { name: 'ID' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: id['account.profile.title'] }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: id['account.changePassword.title'] })).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(`^${id['account.changeEmail.newEmail']}`))).toBeInTheDocument();
    expect(language.getByRole('button', { name: 'ID' })).toHaveAttribute('aria-pressed', 'true');
    expect(getCookie(LOCALE_COOKIE)).toBe('id');
    await vi.waitFor(() => expect(saved(api)).toHaveLength(1));
    expect(saved(api)[0]!.url.pathname).toBe(`/api/profile/user/${CLAIMS.user.id}`);
    expect(saved(api)[0]!.body).toEqual({ locale: 'id' });
  });
});

/** A language switch as the navbar wires it. */
function SavedSwitch() {
  return <LanguageSwitch onChange={useSaveLocale()} />;
}

describe('useSaveLocale', () => {
  it("keeps a signed-in user's language in the profile", async () => {
    const api = stubApi({
      'PUT /api/profile/user/:userId': ({ body }) => ({
        message: MESSAGES.PROFILE_UPDATED,
        data: profile(body as Partial<UserProfile>),
      }),
    });
    renderWithProviders(<SavedSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'ID' }));
    await vi.waitFor(() => expect(saved(api)).toHaveLength(1));
    expect(saved(api)[0]!.body).toEqual({ locale: 'id' });
  });

  it("sends nothing for a visitor: the browser's cookie keeps the choice", async () => {
    clearAllCookies();
    const api = stubApi({});
    renderWithProviders(<SavedSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'ID' }));
    await vi.waitFor(() => expect(i18n.locale).toBe('id'));
    expect(getCookie(LOCALE_COOKIE)).toBe('id');
    expect(api.requests).toHaveLength(0);
  });
});

describe('LanguageCard', () => {
  it('tells the page the language the shopper picked, once the shop shows it', async () => {
    const onLocaleChange = vi.fn();
    renderWithProviders(<LanguageCard onLocaleChange={onLocaleChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'ID' }));
    await vi.waitFor(() => expect(onLocaleChange).toHaveBeenCalledWith('id'));
    expect(i18n.locale).toBe('id');
  });
});
