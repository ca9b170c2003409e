import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from '@snapmall/shared';
import styles from './admin.module.css';

interface ConsoleLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A console path with its query: '/customers/12'. */
  to: string;
}

/**
 * A link to another console page by its path (the console's hash routing): a real address that can be opened in a
 * new tab, while a plain click moves without a reload. The one link of the console, its own pages' and the remotes'
 * (react-router's Link is not offered through @snapmall/shared).
 */
export function ConsoleLink({ to, onClick, ...props }: ConsoleLinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={`#${to}`} onClick={follow} {...props} />;
}

/** The console's page of one customer (the shell owns it), linked by path. */
export const customerPath = (userId: number) => `/customers/${userId}`;

/** A customer's name linking to their page in the console. */
export function CustomerLink({ id, name }: { id: number; name: string }) {
  return (
    <ConsoleLink to={customerPath(id)} data-testid="customer-link">
      {name || `#${id}`}
    </ConsoleLink>
  );
}

/** A page's "New …" action in its head: a link to the page that adds a record ('/shop/brands/new'), drawn as a button. */
export function AddLink({ to, label, ...props }: ConsoleLinkProps & { label: string }) {
  return (
    <ConsoleLink to={to} className={styles.addLink} {...props}>
      <FormattedMessage id={label} />
    </ConsoleLink>
  );
}
