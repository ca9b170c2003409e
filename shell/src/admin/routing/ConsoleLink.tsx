import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from '@snapmall/shared';

interface ConsoleLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A console path with its query: '/bank/deposits?status=0'. */
  to: string;
}

/**
 * A link inside the console: a real address (open in a new tab, copy) that a plain click follows without a reload.
 * (react-router's Link is not offered through @snapmall/shared.)
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
