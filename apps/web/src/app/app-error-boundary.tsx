import { Component, type ReactNode } from 'react';
import { t } from '@/i18n';
import classes from './app-error-boundary.module.css';

type State = { error: Error | null };

/**
 * The last stop for an error no page caught: a page whose chunk cannot be fetched (offline, or a
 * new release replaced it), or a bug. The data router showed its own 'Unexpected Application
 * Error!' screen; the declarative router has none, so this says what happened and offers a reload
 * instead of leaving a blank page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className={classes.page}>
        <div role="alert" className={classes.box}>
          <h1 className={classes.title}>{t('shop.failure.title')}</h1>
          <p className={classes.text}>{error.message || t('shop.failure.text')}</p>
          <button type="button" className={classes.button} onClick={() => window.location.reload()}>
            {t('shop.failure.reload')}
          </button>
        </div>
      </main>
    );
  }
}
