import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AccessDenied } from '@/components/ui/access-denied';
import { useSession } from '@/lib/session';
import { checkAccess } from './check-access';

type RouteGuardProps = {
  children: ReactNode;
  /** What a denied visit shows; the Access Denied screen by default. */
  denied?: ReactNode;
};

/** Renders the page only when the session may see the current path (docs/product.md §6). */
export function RouteGuard({ children, denied }: RouteGuardProps) {
  const { pathname } = useLocation();
  const { claims } = useSession();
  return checkAccess(pathname, claims) === 'allow' ? children : (denied ?? <AccessDenied />);
}
