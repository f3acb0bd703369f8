import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, ROUTES, type UpdateProfileBody } from '@lumbung/contracts';
import { json, stubApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { catalogueRoutes, HOME_ADDRESS, profile } from '@/test/storefront-fixtures';
import { CLAIMS, signIn } from '@/test/tokens';

const LAZY = { timeout: 8_000 };
/** A number the server refuses (the web's rule takes it). */
const REFUSED = '+6281111111111';
const PHONE_INVALID = 'Please enter an Indonesian mobile number, like 0812-3456-7890 or +62 812-3456-7890.';

/** The profile calls; a change keeps what was sent, as the API does (phone: +62… or null). */
function profileApi(phone: string | null = null) {
  const state = { profile: profile({ phone }) };
  return stubApi({
    ...catalogueRoutes(),
    'GET /api/profile/user/:userId': () => ({ message: MESSAGES.PROFILE_FOUND, data: state.profile }),
    'GET /api/profile/address/:userId': () => ({ message: MESSAGES.ADDRESSES_LISTED, data: [HOME_ADDRESS] }),
    'PUT /api/profile/user/:userId': ({ body }) => {
      const change = body as UpdateProfileBody;
      if (change.phone === REFUSED) return json({ message: MESSAGES.PHONE_INVALID }, 400);
      state.profile = { ...state.profile, ...change } as typeof state.profile;
      return { message: MESSAGES.PROFILE_UPDATED, data: state.profile };
    },
  });
}

const puts = (api: ReturnType<typeof profileApi>) =>
  api.requestsTo('/api/profile/user/').filter((r) => r.method === 'PUT');

beforeEach(() => signIn(CLAIMS.user));
afterEach(() => vi.unstubAllGlobals());

describe("the profile's mobile number", () => {
  it('saves a number as +62…, shows it as people read it, and removes it', async () => {
    const api = profileApi();
    renderApp(ROUTES.profile);
    const form = await screen.findByRole('form', { name: 'Mobile number' }, LAZY);
    const input = within(form).getByRole('textbox', { name: /Mobile number/ });
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(within(form).queryByRole('button', { name: 'Remove number' })).not.toBeInTheDocument();

    await userEvent.type(input, '0812 3456 7890');
    await userEvent.click(within(form).getByRole('button', { name: 'Save number' }));
    expect(await screen.findByText('Mobile number saved')).toBeInTheDocument();
    expect(puts(api)[0]?.body).toEqual({ phone: '+6281234567890' });
    expect(input).toHaveValue('+62 812-3456-7890');

    await userEvent.click(within(form).getByRole('button', { name: 'Remove number' }));
    expect(await screen.findByText('Mobile number removed')).toBeInTheDocument();
    expect(puts(api)[1]?.body).toEqual({ phone: null });
    expect(input).toHaveValue('');
    expect(within(form).queryByRole('button', { name: 'Remove number' })).not.toBeInTheDocument();
  });

  it('shows a saved number as people read it, and refuses one that is no Indonesian mobile number', async () => {
    const api = profileApi('+6285712345678');
    renderApp(ROUTES.profile);
    const form = await screen.findByRole('form', { name: 'Mobile number' }, LAZY);
    const input = within(form).getByRole('textbox', { name: /Mobile number/ });
    expect(input).toHaveValue('+62 857-1234-5678');

    await userEvent.clear(input);
    await userEvent.type(input, '0812-34');
    await userEvent.tab();
    expect(within(form).getByText(PHONE_INVALID)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save number' }));
    expect(within(form).getByText(PHONE_INVALID)).toBeInTheDocument();
    expect(puts(api)).toHaveLength(0);
  });

  it("shows the server's refusal under the field", async () => {
    const api = profileApi();
    renderApp(ROUTES.profile);
    const form = await screen.findByRole('form', { name: 'Mobile number' }, LAZY);
    await userEvent.type(within(form).getByRole('textbox', { name: /Mobile number/ }), '0811 1111 1111');
    await userEvent.click(within(form).getByRole('button', { name: 'Save number' }));
    expect(await within(form).findByText(MESSAGES.PHONE_INVALID)).toBeInTheDocument();
    expect(puts(api)[0]?.body).toEqual({ phone: REFUSED });
    // Nothing saved: the number typed stays to be corrected, and there is none to remove.
    expect(within(form).getByRole('textbox', { name: /Mobile number/ })).toHaveValue('0811 1111 1111');
    expect(within(form).queryByRole('button', { name: 'Remove number' })).not.toBeInTheDocument();
  });
});
