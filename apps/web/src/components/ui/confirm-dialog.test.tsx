import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import {
  closedConfirmDialog,
  confirmDialogReducer,
  useConfirmDialog,
  type ConfirmRequest,
} from './confirm-dialog';

const request = (callback: ConfirmRequest['callback']): ConfirmRequest => ({
  title: 'Cancel this order?',
  message: 'Order #12 will be cancelled.',
  confirmLabel: 'Cancel the order',
  callback,
});

describe('confirmation dialog state (docs/product.md §3, §4)', () => {
  it('show sets the open flag, the message and the callback; hide clears them', () => {
    const callback = vi.fn();
    const shown = confirmDialogReducer(closedConfirmDialog, { type: 'show', request: request(callback) });
    expect(shown).toMatchObject({
      open: true,
      message: 'Order #12 will be cancelled.',
      callback,
      pending: false,
      error: null,
    });
    const failed = confirmDialogReducer(confirmDialogReducer(shown, { type: 'start' }), {
      type: 'fail',
      error: 'No',
    });
    expect(failed).toMatchObject({ open: true, pending: false, error: 'No' });
    expect(confirmDialogReducer(failed, { type: 'hide' })).toEqual(closedConfirmDialog);
    expect(closedConfirmDialog).toMatchObject({ open: false, message: null, callback: null });
  });
});

function Asker({ callback }: { callback: ConfirmRequest['callback'] }) {
  const dialog = useConfirmDialog();
  return (
    <button type="button" onClick={() => dialog.show(request(callback))}>
      Ask
    </button>
  );
}

describe('<ConfirmDialogProvider>', () => {
  it('runs the callback on confirm, shows its progress, and closes when it is done', async () => {
    let finish: () => void = () => {};
    const callback = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<Asker callback={callback} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByText('Order #12 will be cancelled.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(callback).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Go back' })).toBeDisabled());
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the error when the callback fails, and Go back clears it', async () => {
    const callback = vi.fn().mockRejectedValue(new Error('Failed to cancel the order.'));
    renderWithProviders(<Asker callback={callback} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to cancel the order.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
