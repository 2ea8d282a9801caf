import { logIn } from '../domain/login.js';
import { upsertSignedInUser } from '../repositories/users-repository.js';
import { bearerToken, issueAppToken } from '../shared/app-token.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { verifyIdToken } from '../shared/identity-token.js';
import { emailParams } from '../schemas/params.js';
import { loginSchema } from '../schemas/user.js';
import { readingSecretsAhead } from '../shared/config.js';

const deps = { verifyIdToken, upsertSignedInUser, issueAppToken, now: () => new Date() };

/** Public in the manifest (no app token yet): the identity provider's ID token is the proof instead. */
export const handler = readingSecretsAhead(
  createHandler('login', { params: emailParams, body: loginSchema }, async ({ params, body, headers }) => {
    const token = await logIn(deps, { idToken: bearerToken(headers), email: params.email, bodyEmail: body.email });
    return ok({ token });
  }),
);
