import { useEffect, useMemo, useState } from 'react';
import { useLocation, selectLoggedIn, useAppSelector, useNav, type RemoteRoute } from '@snapmall/shared';
import { mayOpen } from './auth';
import { LOGIN_PATH, ME_PATH } from './paths';

/**
 * Renders a route's page with the query string as properties, after its auth rule is met. The rule is applied
 * to the state the visitor arrived in: when a session ends on a page, whatever ended it (logout, a changed
 * password, a 401) decides where the user goes, and the page simply renders nothing meanwhile.
 */
export function RoutePage({ route }: { route: RemoteRoute }) {
  const location = useLocation();
  const loggedIn = useAppSelector(selectLoggedIn);
  const nav = useNav();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(location.search)), [location.search]);
  const blocked = !mayOpen(route.auth, loggedIn);
  const [arrivedLoggedIn] = useState(loggedIn);

  useEffect(() => {
    if (loggedIn !== arrivedLoggedIn) return;
    if (route.auth === 'user' && !loggedIn) {
      nav.redirect(`${LOGIN_PATH}?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    } else if (route.auth === 'guest' && loggedIn) {
      nav.redirect(query.redirect?.startsWith('/') ? query.redirect : ME_PATH);
    }
  }, [route.auth, loggedIn, arrivedLoggedIn, nav, location.pathname, location.search, query.redirect]);

  if (blocked) return null;
  const Page = route.component;
  return <Page query={query} />;
}
