import type { AppInstance } from '../../app-types';
import { authOf } from '../../http/auth';
import type { RouteDeps } from '../../services';
import { post } from '../../http/call';

/** The daily sign-in and its calendar. */
export async function signInRoutes(app: AppInstance, { signIn, guarded }: RouteDeps<'signIn' | 'guarded'>) {
  post(app, '/api/user/signin', guarded, async (req, reply) =>
    reply.ok(await signIn.signIn(authOf(req).userId, req.body.request_id), 'signin.done'),
  );
  post(app, '/api/user/signinlog', guarded, async (req, reply) =>
    reply.ok(await signIn.month(authOf(req).userId, req.body.month)),
  );
}
