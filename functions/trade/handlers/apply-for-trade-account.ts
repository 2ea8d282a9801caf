import { applyForTradeAccount } from '../domain/companies.js';
import { putApplication } from '../store/trade-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, created } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { sendEmail } from '../../platform/email-sender.js';
import { adminNotificationEmails } from '../../platform/config.js';
import { tradeRoutes } from '../routes.js';

const deps = { putApplication, sendEmail, admins: adminNotificationEmails, now: () => new Date() };

export const handler = createHandler(
  routeOf(tradeRoutes, 'apply-for-trade-account'),
  loadedOnFirstUse(() => import('../contract/requests/apply-for-trade-account.js')),
  async ({ body, caller }) => created({ company: await applyForTradeAccount(deps, caller, body) }),
);
