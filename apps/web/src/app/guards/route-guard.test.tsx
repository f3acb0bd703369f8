import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@lumbung/contracts';
import { renderApp } from '@/test/render';
import { CLAIMS, makeAccessToken, signIn } from '@/test/tokens';

async function expectDenied() {
  expect(
    await screen.findByRole('heading', { level: 1, name: MESSAGES.ACCESS_DENIED_TITLE }),
  ).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.ACCESS_DENIED_TEXT)).toBeInTheDocument();
}

function expectNotDenied() {
  expect(screen.queryByRole('heading', { name: MESSAGES.ACCESS_DENIED_TITLE })).not.toBeInTheDocument();
}

describe('route guard screens (docs/product.md §6)', () => {
  it('denies a super admin outside /admin-super', async () => {
    signIn(CLAIMS.superAdmin);
    renderApp('/admin-store');
    await expectDenied();
  });

  it('denies a super admin the shopper pages too', async () => {
    signIn(CLAIMS.superAdmin);
    renderApp('/user/profile-editor');
    await expectDenied();
  });

  it('lets a super admin into /admin-super', async () => {
    signIn(CLAIMS.superAdmin);
    renderApp('/admin-super/stores');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stores' })).toBeInTheDocument();
    expectNotDenied();
  });

  it('denies a store admin outside /admin-store', async () => {
    signIn(CLAIMS.storeAdmin);
    renderApp('/admin-super');
    await expectDenied();
  });

  it('denies a store admin checkout', async () => {
    signIn(CLAIMS.storeAdmin);
    renderApp('/checkout/15');
    await expectDenied();
  });

  it('lets a verified store admin into the sub-pages of /admin-store/', async () => {
    signIn(CLAIMS.storeAdmin);
    renderApp('/admin-store/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expectNotDenied();
  });

  it('denies an unverified store admin any sub-page of /admin-store/', async () => {
    signIn(CLAIMS.unverifiedStoreAdmin);
    renderApp('/admin-store/inventory');
    await expectDenied();
  });

  it('still lets an unverified store admin open /admin-store itself', async () => {
    signIn(CLAIMS.unverifiedStoreAdmin);
    renderApp('/admin-store');
    expect(await screen.findByRole('heading', { level: 1, name: 'Store dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Verify your e-mail address')).toBeInTheDocument();
    expectNotDenied();
  });

  it('denies a shopper any /admin path', async () => {
    signIn(CLAIMS.user);
    renderApp('/admin-store');
    await expectDenied();
  });

  it('denies a visitor any /admin path', async () => {
    renderApp('/admin-super');
    await expectDenied();
  });

  it('denies a visitor /user pages', async () => {
    renderApp('/user/profile-editor');
    await expectDenied();
  });

  it('denies a visitor /checkout pages', async () => {
    renderApp('/checkout/42');
    await expectDenied();
  });

  it('denies a visitor the payment page', async () => {
    renderApp('/checkout/payment');
    await expectDenied();
  });

  it('treats an expired token as a visitor', async () => {
    document.cookie = `access_token=${makeAccessToken(CLAIMS.user, { expiresInSeconds: -60 })}; path=/`;
    renderApp('/user/profile-editor');
    await expectDenied();
  });

  it('treats an undecodable token as a visitor', async () => {
    document.cookie = 'access_token=not-a-jwt; path=/';
    renderApp('/checkout/42');
    await expectDenied();
  });

  it('lets a shopper into their profile and checkout', async () => {
    signIn(CLAIMS.user);
    renderApp('/checkout/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getAllByText(/Order #42/).length).toBeGreaterThan(0);
  });

  it('lets admins see the public storefront', async () => {
    signIn(CLAIMS.superAdmin);
    renderApp('/about-page');
    expect(await screen.findByRole('heading', { level: 1, name: /About LUMBUNG/ })).toBeInTheDocument();
    expectNotDenied();
  });

  it('shows Access Denied without the shop chrome on back-office paths', async () => {
    renderApp('/admin-store/orders');
    await expectDenied();
    expect(screen.queryByTestId('top-strip')).not.toBeInTheDocument();
  });

  it('shows Access Denied inside the shop chrome on shopper paths', async () => {
    renderApp('/user/profile-editor');
    await expectDenied();
    expect(screen.getByTestId('top-strip')).toBeInTheDocument();
  });
});
