import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, ROUTES } from '@lumbung/contracts';
import { LanguageCard } from '@/features/profile';
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

beforeEach(() => signIn(CLAIMS.user));
afterEach(async () => {
  await switchLocale('en');
  vi.unstubAllGlobals();
  clearAllCookies();
});

describe('the language of the profile page', () => {
  it('switches the whole page to Bahasa Indonesia and keeps the choice in the cookie', async () => {
    stubApi({
      ...catalogueRoutes(),
      'GET /api/profile/user/:userId': () => ({ message: MESSAGES.PROFILE_FOUND, data: profile() }),
      'GET /api/profile/address/:userId': () => ({
        message: MESSAGES.ADDRESSES_LISTED,
        data: [HOME_ADDRESS],
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
