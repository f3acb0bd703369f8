import { Component, Suspense, type ReactNode } from 'react';

type Props = { children: ReactNode; fallback?: ReactNode };

/**
 * Around a part of the screen kept in a lazy chunk: `fallback` (nothing by default)
 * while the chunk loads, and when it cannot be loaded (offline), instead of a broken page.
 */
export class LazyBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    const { children, fallback = null } = this.props;
    if (this.state.failed) return fallback;
    return <Suspense fallback={fallback}>{children}</Suspense>;
  }
}
