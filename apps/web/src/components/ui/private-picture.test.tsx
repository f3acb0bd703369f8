import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lumbung/contracts';
import { json, PROOF_ROUTE, stubApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { CLAIMS, signIn } from '@/test/tokens';
import { PrivatePicture } from './private-picture';

afterEach(() => vi.unstubAllGlobals());

describe('PrivatePicture', () => {
  it('fetches the picture with the bearer token and shows it from an object URL that opens in full', async () => {
    const token = signIn(CLAIMS.user);
    const { requestsTo } = stubApi(PROOF_ROUTE);
    renderWithProviders(
      <PrivatePicture src="/api/order/payment-proof/70" alt="Proof of payment for order #12" />,
    );
    const picture = await screen.findByRole('img', { name: 'Proof of payment for order #12' });
    expect(picture.getAttribute('src')).toMatch(/^blob:/);
    expect(picture.closest('a')).toHaveAttribute('href', picture.getAttribute('src'));
    expect(requestsTo('/api/order/payment-proof/70')[0]?.headers.get('Authorization')).toBe(
      `Bearer ${token}`,
    );
  });

  it("shows the server's reason when the picture is refused", async () => {
    signIn(CLAIMS.user);
    stubApi({
      'GET /api/order/payment-proof/:paymentId': () =>
        json({ message: MESSAGES.NOT_YOURS, code: 'NOT_YOURS' }, 403),
    });
    renderWithProviders(
      <PrivatePicture src="/api/order/payment-proof/71" alt="Proof of payment for order #13" />,
    );
    expect(await screen.findByRole('note')).toHaveTextContent(MESSAGES.NOT_YOURS);
    expect(screen.queryByRole('img', { name: 'Proof of payment for order #13' })).not.toBeInTheDocument();
  });
});
