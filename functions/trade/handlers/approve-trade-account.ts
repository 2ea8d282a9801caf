import { adminCompany, approveCompany } from '../domain/companies.js';
import { getCompany, replaceCompany } from '../store/trade-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { sendEmail } from '../../platform/email-sender.js';
import { tradeRoutes } from '../routes.js';

const deps = { getCompany, replaceCompany, sendEmail, now: () => new Date() };

export const handler = createHandler(
  routeOf(tradeRoutes, 'approve-trade-account'),
  loadedOnFirstUse(() => import('../contract/requests/approve-trade-account.js')),
  async ({ params, body, caller }) => ok({ company: adminCompany(await approveCompany(deps, caller, params.companyId, body)) }),
  { getUserRole },
);
