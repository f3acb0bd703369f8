import { createContext, lazy, useCallback, useContext, useMemo, useReducer, type ReactNode } from 'react';
import { t } from '@/i18n';
import { LazyBoundary } from './lazy-boundary';
import { useOpenedOnce } from './opened-once';

// The dialog itself (Mantine's Modal, its focus trap and scroll lock) is a chunk of its own,
// fetched when a page first asks for a confirmation: the shelves never do.
const ConfirmDialogModal = lazy(() =>
  import('./confirm-dialog-modal').then((m) => ({ default: m.ConfirmDialogModal })),
);

/** What a page asks the person to confirm, and what runs once they do. */
export type ConfirmRequest = {
  title: string;
  message: string;
  /** The action runs when the person confirms; a rejection keeps the dialog open with its error. */
  callback: () => Promise<unknown> | void;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red for destructive actions (the default), green for others. */
  tone?: 'danger' | 'primary';
  /** Shown when the action fails without a message of its own. */
  fallbackError?: string;
};

/** docs/product.md §3 "Confirmation dialog state: open flag, message, callback", plus the action's progress. */
export type ConfirmDialogState = {
  open: boolean;
  message: string | null;
  callback: ConfirmRequest['callback'] | null;
  request: ConfirmRequest | null;
  pending: boolean;
  error: string | null;
};

export type ConfirmDialogAction =
  | { type: 'show'; request: ConfirmRequest }
  | { type: 'hide' }
  | { type: 'start' }
  | { type: 'fail'; error: string };

export const closedConfirmDialog: ConfirmDialogState = {
  open: false,
  message: null,
  callback: null,
  request: null,
  pending: false,
  error: null,
};

/** docs/product.md §4: show sets the message and the callback; hide clears them. */
export function confirmDialogReducer(
  state: ConfirmDialogState,
  action: ConfirmDialogAction,
): ConfirmDialogState {
  switch (action.type) {
    case 'show':
      return {
        open: true,
        message: action.request.message,
        callback: action.request.callback,
        request: action.request,
        pending: false,
        error: null,
      };
    case 'hide':
      return closedConfirmDialog;
    case 'start':
      return state.open ? { ...state, pending: true, error: null } : state;
    case 'fail':
      return state.open ? { ...state, pending: false, error: action.error } : state;
  }
}

type ConfirmDialogApi = {
  show: (request: ConfirmRequest) => void;
  hide: () => void;
  state: ConfirmDialogState;
};

const ConfirmDialogContext = createContext<ConfirmDialogApi | null>(null);

/** Holds the one confirmation dialog of the app and renders it. */
export function ConfirmDialogProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(confirmDialogReducer, closedConfirmDialog);
  const show = useCallback((request: ConfirmRequest) => dispatch({ type: 'show', request }), []);
  const hide = useCallback(() => dispatch({ type: 'hide' }), []);
  const api = useMemo(() => ({ show, hide, state }), [show, hide, state]);

  const confirm = async () => {
    const { callback, request } = state;
    if (!callback || state.pending) return;
    dispatch({ type: 'start' });
    try {
      await callback();
      dispatch({ type: 'hide' });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : undefined;
      dispatch({ type: 'fail', error: message ?? request?.fallbackError ?? t('shop.unexpectedError') });
    }
  };

  const mounted = useOpenedOnce(state.open);
  return (
    <ConfirmDialogContext.Provider value={api}>
      {children}
      {mounted ? (
        <LazyBoundary>
          <ConfirmDialogModal state={state} onHide={hide} onConfirm={() => void confirm()} />
        </LazyBoundary>
      ) : null}
    </ConfirmDialogContext.Provider>
  );
}

/** The app's confirmation dialog: `show` opens it with a message and a callback, `hide` clears it. */
export function useConfirmDialog(): ConfirmDialogApi {
  const api = useContext(ConfirmDialogContext);
  if (!api) throw new Error('useConfirmDialog needs a ConfirmDialogProvider above it');
  return api;
}
