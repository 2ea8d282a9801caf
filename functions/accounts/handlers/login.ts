import { logIn } from '../domain/login.js';
import { upsertSignedInUser } from '../store/users-repository.js';
import { bearerToken, issueAppToken } from '../../platform/app-token.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { verifyIdToken } from '../gateways/identity-token.js';
import { readingSecretsAhead } from '../../platform/config.js';
import { routeOf } from '../../platform/route-definitions.js';
import { accountsRoutes } from '../routes.js';

const deps = { verifyIdToken, upsertSignedInUser, issueAppToken, now: () => new Date() };

/** Public in the manifest (no app token yet): the identity provider's ID token is the proof instead. */
export const handler = readingSecretsAhead(
  createHandler(
    routeOf(accountsRoutes, 'login'),
    loadedOnFirstUse(() => import('../contract/requests/login.js')),
    async ({ params, body, headers }) => {
      const token = await logIn(deps, { idToken: bearerToken(headers), email: params.email, bodyEmail: body.email });
      return ok({ token });
    },
  ),
);
