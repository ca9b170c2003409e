import { SignInBody, SignInLogBody } from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import { authOf } from '../../http/auth';
import type { RouteDeps } from '../../services';

/** The daily sign-in and its calendar. */
export async function signInRoutes(app: AppInstance, { signIn, guarded }: RouteDeps<'signIn' | 'guarded'>) {
  app.post('/api/user/signin', { schema: { body: SignInBody }, ...guarded }, async (req, reply) =>
    reply.ok(await signIn.signIn(authOf(req).userId, req.body.request_id), 'signin.done'),
  );
  app.post('/api/user/signinlog', { schema: { body: SignInLogBody }, ...guarded }, async (req, reply) =>
    reply.ok(await signIn.month(authOf(req).userId, req.body.month)),
  );
}
