/**
 * Each browser test file starts with the seeded customer holding no unpaid order: files order as
 * that customer, and an account holds at most 3 unpaid orders.
 */
import { beforeAll } from 'vitest';
import { appTokenOf, cancelUnpaidOrders } from '../dashboard-setup.js';
import { SEED_CUSTOMER } from './browser.js';

beforeAll(async () => {
  await cancelUnpaidOrders(await appTokenOf(SEED_CUSTOMER), SEED_CUSTOMER.email);
});
