import * as z from 'zod';
import { logIn } from '../domain/login.js';
import { upsertSignedInUser } from '../repositories/users-repository.js';
import { emailField } from '../schemas/fields.js';
import { bearerToken, issueAppToken } from '../shared/app-token.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { verifyIdToken } from '../shared/identity-token.js';

const deps = { verifyIdToken, upsertSignedInUser, issueAppToken, now: () => new Date() };

/** Public in the manifest (no app token yet): the identity provider's ID token is the proof instead. */
export const handler = createHandler(
  'login',
  { params: z.object({ email: emailField }), body: z.strictObject({ email: z.string().max(254, 'Must be at most 254 characters').optional() }) },
  async ({ params, body, headers }) => {
    const token = await logIn(deps, { idToken: bearerToken(headers), email: params.email, bodyEmail: body.email });
    return ok({ token });
  },
);
