import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A titled part of a page: a `<section>` named by its `<h2>` for assistive technology (`aria-labelledby`), the
 * title a message id. `className` is the remote's card style.
 */
export function Section({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id={title} />
      </h2>
      {children}
    </section>
  );
}
