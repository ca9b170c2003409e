import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { selectLoggedIn, useAppSelector, useNav, type RemoteRoute } from '@snapmall/shared';

export const LOGIN_PATH = '/pages/login/index';
export const ME_PATH = '/pages/my/info';

/** Renders a route's page with the query string as properties, after its auth rule is met. */
export function RoutePage({ route }: { route: RemoteRoute }) {
  const location = useLocation();
  const loggedIn = useAppSelector(selectLoggedIn);
  const nav = useNav();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(location.search)), [location.search]);
  const blocked = (route.auth === 'user' && !loggedIn) || (route.auth === 'guest' && loggedIn);

  useEffect(() => {
    if (route.auth === 'user' && !loggedIn) {
      nav.redirect(`${LOGIN_PATH}?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    } else if (route.auth === 'guest' && loggedIn) {
      nav.redirect(query.redirect?.startsWith('/') ? query.redirect : ME_PATH);
    }
  }, [route.auth, loggedIn, nav, location.pathname, location.search, query.redirect]);

  if (blocked) return null;
  const Page = route.component;
  return <Page query={query} />;
}
