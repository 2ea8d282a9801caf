import { randomUUID } from 'node:crypto';
import { recordAccountPayment } from '../../orders/domain/record-account-payment.js';
import { orderTarget } from '../../orders/domain/audit-target.js';
import { getOrderConsistently } from '../../orders/store/order-payments-repository.js';
import { writeAccountPayment } from '../../orders/store/order-lifecycle-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { adminActor } from '../../platform/audit.js';
import { termsDaySeconds } from '../../platform/config.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, created } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { invoiceView } from '../domain/invoice-view.js';
import { receivablesRoutes } from '../routes.js';

const deps = { getOrder: getOrderConsistently, writeAccountPayment, now: () => new Date() };

export const handler = createHandler(
  routeOf(receivablesRoutes, 'record-invoice-payment'),
  loadedOnFirstUse(() => import('../contract/requests/record-invoice-payment.js')),
  async ({ params, body, caller }) => {
    const { order } = await recordAccountPayment(deps, params.orderId, { paymentId: randomUUID(), ...body, source: 'admin' }, (before, after) => ({
      at: deps.now().toISOString(),
      actor: adminActor(caller),
      action: 'record-invoice-payment',
      target: orderTarget(before),
      before: { paidCents: before.paidCents ?? 0 },
      after: { paidCents: after.paidCents ?? 0, amountCents: body.amountCents, reference: body.reference, receivedOn: body.receivedOn },
    }));
    return created({ invoice: invoiceView(order, deps.now(), termsDaySeconds()) });
  },
  { getUserRole },
);
