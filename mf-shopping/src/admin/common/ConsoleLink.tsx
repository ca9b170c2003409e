import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from '@snapmall/shared';

interface ConsoleLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A console path with its query: '/shop/goods/12'. */
  to: string;
}

/**
 * A link to another console page by its path (the console routes in the hash): a real address that opens in a new
 * tab, while a plain click moves without a reload. The shell's own ConsoleLink is not offered to remotes.
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

/** A customer's name linking to their page in the console (the shell's /customers/:id). */
export function CustomerLink({ id, name }: { id: number; name: string }) {
  return (
    <ConsoleLink to={`/customers/${id}`} data-testid="customer-link">
      {name || `#${id}`}
    </ConsoleLink>
  );
}
