import { inviteMember } from '../domain/members.js';
import { getCompany, getInvite, getMembership, putInvite } from '../store/trade-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, created } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { sendEmail } from '../../platform/email-sender.js';
import { siteOrigin } from '../../platform/config.js';
import { tradeRoutes } from '../routes.js';

const deps = { getCompany, getMembership, getInvite, putInvite, sendEmail, siteOrigin, now: () => new Date() };

export const handler = createHandler(
  routeOf(tradeRoutes, 'invite-trade-member'),
  loadedOnFirstUse(() => import('../contract/requests/invite-trade-member.js')),
  async ({ body, caller, declaredHeaders }) => created({ invite: await inviteMember(deps, caller, body, declaredHeaders['idempotency-key']) }),
);
