import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useT } from '@/i18n';

/** A banner, the page it shows on, and the page it was raised on. */
export type Banner = { message: string; path: string; origin: string };

type BannerStore = {
  error: Banner | null;
  success: Banner | null;
  setError: (banner: Banner | null) => void;
  setSuccess: (banner: Banner | null) => void;
};

const BannersContext = createContext<BannerStore | null>(null);

/** docs/product.md §3 "global": one error message and one success message for the whole app. */
export function GlobalBannersProvider({ children }: { children: ReactNode }) {
  const [error, setError] = useState<Banner | null>(null);
  const [success, setSuccess] = useState<Banner | null>(null);
  const store = useMemo(() => ({ error, success, setError, setSuccess }), [error, success]);
  return <BannersContext.Provider value={store}>{children}</BannersContext.Provider>;
}

export type ShowBannerOptions = {
  /** The page to show it on (default: this page); e.g. the order page a payment leads to. */
  path?: string;
};

export type BannersApi = {
  error: Banner | null;
  success: Banner | null;
  showError: (message: string, options?: ShowBannerOptions) => void;
  hideError: () => void;
  showSuccess: (message: string, options?: ShowBannerOptions) => void;
  hideSuccess: () => void;
};

/** The global error and success banners (docs/product.md §4): each with show and hide. */
export function useBanners(): BannersApi {
  const store = useContext(BannersContext);
  if (!store) throw new Error('useBanners needs a GlobalBannersProvider above it');
  const { pathname } = useLocation();
  const { error, success, setError, setSuccess } = store;
  const showError = useCallback(
    (message: string, options?: ShowBannerOptions) =>
      setError({ message, path: options?.path ?? pathname, origin: pathname }),
    [pathname, setError],
  );
  const showSuccess = useCallback(
    (message: string, options?: ShowBannerOptions) =>
      setSuccess({ message, path: options?.path ?? pathname, origin: pathname }),
    [pathname, setSuccess],
  );
  const hideError = useCallback(() => setError(null), [setError]);
  const hideSuccess = useCallback(() => setSuccess(null), [setSuccess]);
  return { error, success, showError, hideError, showSuccess, hideSuccess };
}

/** Neither on the page it was raised on nor on the one it is for: the person has moved on. */
const left = (banner: Banner | null, pathname: string) =>
  banner !== null && banner.path !== pathname && banner.origin !== pathname;

/** How each kind looks and is announced: an error interrupts (role alert), a success waits (status). */
const KINDS = {
  error: { role: 'alert', color: 'red', closeLabel: 'shop.banner.dismissError', Icon: IconAlertTriangle },
  success: { role: 'status', color: 'leaf', closeLabel: 'shop.banner.dismiss', Icon: IconCircleCheck },
} as const;

/** One dismissible banner of the given kind. */
function BannerAlert({
  kind,
  message,
  onClose,
}: {
  kind: keyof typeof KINDS;
  message: string;
  onClose: () => void;
}) {
  const t = useT();
  const { role, color, closeLabel, Icon } = KINDS[kind];
  return (
    <Alert
      role={role}
      color={color}
      variant="light"
      radius="md"
      withCloseButton
      closeButtonLabel={t(closeLabel)}
      onClose={onClose}
      icon={<Icon size={20} aria-hidden />}
    >
      {message}
    </Alert>
  );
}

/**
 * The banners, at the top of the page's content. Each shows on its page only, until it is
 * dismissed, replaced, or the person moves on to another page.
 */
export function GlobalBanners() {
  const { error, success, hideError, hideSuccess } = useBanners();
  const { pathname } = useLocation();

  useEffect(() => {
    if (left(error, pathname)) hideError();
    if (left(success, pathname)) hideSuccess();
  }, [pathname, error, success, hideError, hideSuccess]);

  const errorShown = error !== null && error.path === pathname;
  const successShown = success !== null && success.path === pathname;
  if (!errorShown && !successShown) return null;
  return (
    <Stack gap="xs" maw={1240} mx="auto" px="md" pt="md" w="100%" data-testid="global-banners">
      {errorShown ? <BannerAlert kind="error" message={error.message} onClose={hideError} /> : null}
      {successShown ? <BannerAlert kind="success" message={success.message} onClose={hideSuccess} /> : null}
    </Stack>
  );
}
