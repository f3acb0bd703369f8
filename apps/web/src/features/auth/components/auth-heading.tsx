import type { ReactNode } from 'react';
import classes from './auth-forms.module.css';

/** The title and one line of help above an account form; `id` names the form (aria-labelledby). */
export function AuthHeading({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <div className={classes.heading}>
      <h1 className={classes.title} id={id}>
        {title}
      </h1>
      <p className={classes.intro}>{children}</p>
    </div>
  );
}
