import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GatewayCharge } from '@lumbung/contracts';
import { chargeOfType, QRIS_PAYLOAD } from '@/test/charge-fixtures';
import { renderWithProviders } from '@/test/render';
import { rupiah } from '@/test/rupiah';
import { chargeViewOf } from '../lib/charge-view';
import { ChargePanel } from './charge-panel';

/** The payment panel of one gateway charge, as the shopper sees it on a desktop and on a phone. */

const BASE = { order_id: 12, amount: 103900, simulated: false };

function show(charge: GatewayCharge, handlers: { onChargeAgain?: () => void; orderOpen?: boolean } = {}) {
  return renderWithProviders(
    <ChargePanel
      charge={chargeViewOf(charge)}
      orderOpen={handlers.orderOpen ?? true}
      checking={false}
      simulating={false}
      charging={false}
      notice={null}
      error={null}
      onPaid={() => {}}
      onSimulate={() => {}}
      onChargeAgain={handlers.onChargeAgain ?? (() => {})}
    />,
  );
}

/** A phone: a touch screen (pointer: coarse) answers the media query the panel asks. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('pointer: coarse'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('charge panel: QRIS and e-wallets', () => {
  it('draws the QRIS code from qr_string as a picture with a name, beside the amount and how to pay', async () => {
    show(chargeOfType({ payment_type: 'qris' }, BASE));
    const qr = await screen.findByTestId('qr-code');
    expect(qr).toHaveAccessibleName('QRIS QR code to scan');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    const svg = decodeURIComponent(qr.getAttribute('src')!.split(',')[1]!);
    expect(svg).toContain('<svg');
    expect(svg).toContain('<path');
    expect(screen.getByTestId('charge-amount')).toHaveTextContent(rupiah(103900));
    expect(screen.getByText(/scan this code and pay the amount/)).toBeInTheDocument();
    expect(screen.queryByTestId('deeplink')).not.toBeInTheDocument();
  });

  it("shows the gateway's picture when there is no qr_string, or when the payload cannot be drawn", async () => {
    const charge = chargeOfType({ payment_type: 'qris' }, BASE);
    const pictureUrl = charge.actions[0]!.url;
    const { unmount } = show({ ...charge, qr_string: null });
    expect(await screen.findByTestId('qr-code')).toHaveAttribute('src', pictureUrl);
    unmount();
    // Longer than any QR code holds: drawing fails, the picture stands in.
    show({ ...charge, qr_string: QRIS_PAYLOAD.repeat(40) });
    expect(await screen.findByTestId('qr-code')).toHaveAttribute('src', pictureUrl);
  });

  it('offers "Open GoPay" (its deeplink) on a phone, with the QR code a tap away', async () => {
    onPhone();
    const charge = chargeOfType({ payment_type: 'gopay' }, BASE);
    show(charge);
    const open = await screen.findByRole('link', { name: 'Open GoPay' });
    expect(open).toHaveAttribute('href', charge.actions.find((a) => a.name === 'deeplink-redirect')!.url);
    expect(screen.queryByTestId('qr-code')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the QR code instead' }));
    expect(await screen.findByTestId('qr-code')).toHaveAccessibleName('GoPay QR code to scan');
  });

  it('shows the GoPay QR code on a desktop, and ShopeePay (no code) by its app button', async () => {
    const { unmount } = show(chargeOfType({ payment_type: 'gopay' }, BASE));
    expect(await screen.findByTestId('qr-code')).toHaveAccessibleName('GoPay QR code to scan');
    expect(screen.queryByRole('link', { name: 'Open GoPay' })).not.toBeInTheDocument();
    unmount();
    show(chargeOfType({ payment_type: 'shopeepay' }, BASE));
    expect(await screen.findByRole('link', { name: 'Open ShopeePay' })).toHaveAttribute(
      'href',
      'shopeeid://main?ref=LMB-12-1',
    );
    expect(screen.queryByTestId('qr-code')).not.toBeInTheDocument();
  });
});

describe('charge panel: banks', () => {
  it("shows Mandiri's biller code and bill key, each with a copy button, and no VA number", () => {
    show(chargeOfType({ payment_type: 'echannel' }, BASE));
    expect(screen.getByTestId('va-bank')).toHaveTextContent('Mandiri bill payment');
    expect(screen.getByTestId('biller-code')).toHaveTextContent('70012');
    expect(screen.getByTestId('bill-key')).toHaveTextContent('990011221');
    expect(screen.getByRole('button', { name: 'Copy biller code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy bill key' })).toBeInTheDocument();
    expect(screen.queryByTestId('va-number')).not.toBeInTheDocument();
    expect(screen.getByText(/Multipayment/)).toBeInTheDocument();
  });

  it("shows a bank's VA number with its copy button", () => {
    show(chargeOfType({ payment_type: 'bank_transfer', bank: 'bni' }, BASE));
    expect(screen.getByTestId('va-bank')).toHaveTextContent('BNI virtual account');
    expect(screen.getByTestId('va-number')).toHaveTextContent('8808123456789012');
    expect(screen.getByRole('button', { name: 'Copy virtual account number' })).toBeInTheDocument();
  });
});

describe('charge panel: the countdown', () => {
  it('ticks every second (mm:ss), speaks only the minutes, and offers "Charge again" once it lapses', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-12-04T08:00:00.000Z'));
    const onChargeAgain = vi.fn();
    const charge = chargeOfType(
      { payment_type: 'qris' },
      { ...BASE, expires_at: '2026-12-04T08:01:30.000Z' },
    );
    show(charge, { onChargeAgain });
    const clock = screen.getByTestId('charge-clock');
    expect(clock).toHaveTextContent('01:30');
    const spoken = within(screen.getByTestId('charge-countdown')).getByText(/left to pay/);
    expect(spoken).toHaveAttribute('aria-live', 'polite');
    expect(spoken).toHaveTextContent('About 2 minutes left to pay');
    act(() => vi.advanceTimersByTime(1000));
    expect(clock).toHaveTextContent('01:29');
    expect(spoken).toHaveTextContent('About 2 minutes left to pay');
    act(() => vi.advanceTimersByTime(29_000));
    expect(clock).toHaveTextContent('01:00');
    expect(spoken).toHaveTextContent('About 1 minute left to pay');
    expect(screen.queryByRole('button', { name: 'Charge again' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByTestId('charge-countdown')).not.toBeInTheDocument();
    expect(screen.getByTestId('charge-lapsed')).toHaveTextContent(
      'This payment expired before the money came.',
    );
    expect(screen.queryByRole('button', { name: 'I have paid' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Charge again' }));
    expect(onChargeAgain).toHaveBeenCalledTimes(1);
  });

  it('offers no new charge once the order itself is past its deadline', () => {
    const lapsed = chargeOfType(
      { payment_type: 'qris' },
      { ...BASE, expires_at: '2026-01-01T00:00:00.000Z' },
    );
    show(lapsed, { orderOpen: false });
    expect(screen.getByTestId('charge-lapsed')).toHaveTextContent(/deadline has passed/);
    expect(screen.queryByRole('button', { name: 'Charge again' })).not.toBeInTheDocument();
  });
});
