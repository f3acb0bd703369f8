import { lazy, useEffect, useState } from 'react';
import { useNotifications } from '@mantine/notifications';
import { LazyBoundary } from './lazy-boundary';
import { useOpenedOnce } from './opened-once';

const ToastContainer = lazy(() => import('./toast-container').then((m) => ({ default: m.ToastContainer })));

/** Runs `task` when the browser is idle (after the first paint), or soon where it cannot say. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Where the toasts show. Mantine's container (its transitions, swipe to dismiss) is a lazy chunk
 *: it is fetched once the page is idle, or at once when a toast is raised before that.
 * A toast raised meanwhile waits in Mantine's store (`toast` writes there) and shows, with its
 * whole time on the screen, when the container mounts.
 */
export function ToastArea() {
  const { notifications, queue } = useNotifications();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const mounted = useOpenedOnce(idle || notifications.length > 0 || queue.length > 0);
  if (!mounted) return null;
  return (
    <LazyBoundary>
      <ToastContainer />
    </LazyBoundary>
  );
}
