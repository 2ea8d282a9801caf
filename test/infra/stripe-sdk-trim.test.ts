/**
 * The Stripe SDK entry with only the shop's resources (infra/constructs/stripe-sdk-trim.ts): on the
 * installed SDK's own entry module, and on the shapes a changed SDK could have.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STRIPE_RESOURCES } from '../../functions/orders/gateways/stripe-resources.js';
import { stripeNodeEntryFile } from '../../infra/constructs/stripe-sdk-bundle.js';
import { trimStripeEntry } from '../../infra/constructs/stripe-sdk-trim.js';

const installedEntry = readFileSync(stripeNodeEntryFile(), 'utf8');
const resourceLines = (source: string) => [...source.matchAll(/^\s*this\.(\w+) = new \w+\(this\);$/gm)].map((match) => match[1] ?? '');
const importedModules = (source: string) => [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1] ?? '');

describe("trimming the installed Stripe SDK's entry module", () => {
  const { source, removedResources } = trimStripeEntry(installedEntry, STRIPE_RESOURCES);

  it('builds the resources the shop calls and no other', () => {
    expect(resourceLines(installedEntry).length).toBeGreaterThan(50);
    expect(resourceLines(source).sort()).toEqual([...STRIPE_RESOURCES].sort());
    expect(removedResources).toEqual(expect.arrayContaining(['customers', 'charges', 'events', 'oauth', 'v2', 'billing']));
    expect(removedResources).toHaveLength(resourceLines(installedEntry).length - STRIPE_RESOURCES.length);
  });

  it('imports only the modules of the kept resources, and not the namespace of every resource', () => {
    const resourceModules = importedModules(source).filter((module) => module.startsWith('./resources'));
    expect(resourceModules.sort()).toEqual(['./resources/PaymentIntents.js', './resources/Refunds.js']);
    expect(source).toMatch(/^const resources = \{\};$/m);
    expect(source).not.toMatch(/this\.account = this\.accounts/);
  });

  it('keeps the rest of the SDK: its errors, webhooks, request sender and platform', () => {
    for (const module of ['./Error.js', './RequestSender.js', './Webhooks.js', './platform/NodePlatformFunctions.js', './StripeResource.js']) {
      expect(importedModules(source), module).toContain(module);
    }
    expect(source).toContain('this.webhooks = Stripe.webhooks;');
    expect(source).toContain('Stripe.errors = _Error;');
  });
});

describe('an SDK whose entry module has changed', () => {
  const entry = (constructorBody: string) =>
    [
      "import { PaymentIntentResource, } from './resources/PaymentIntents.js';",
      "import { RefundResource, } from './resources/Refunds.js';",
      "import { CustomerResource as Customers } from './resources/Customers.js';",
      "import * as resources from './resources.js';",
      'export class Stripe {',
      '    constructor() {',
      constructorBody,
      '    }',
      '}',
      'Stripe.resources = resources;',
      '',
    ].join('\n');
  const allThree = [
    '        this.paymentIntents = new PaymentIntentResource(this);',
    '        this.refunds = new RefundResource(this);',
    '        this.customers = new Customers(this);',
  ].join('\n');

  it('drops an aliased import once its resource is gone, and keeps the others', () => {
    const { source } = trimStripeEntry(entry(allThree), STRIPE_RESOURCES);
    expect(importedModules(source)).toEqual(['./resources/PaymentIntents.js', './resources/Refunds.js']);
    expect(source).not.toContain('Customers');
  });

  it('refuses a kept resource it cannot find, naming it', () => {
    expect(() =>
      trimStripeEntry(entry('        this.paymentIntents = new PaymentIntentResource(this);\n        this.customers = new Customers(this);'), STRIPE_RESOURCES),
    ).toThrow(/for refunds$/);
  });

  it('refuses an entry with no resource lines at all', () => {
    expect(() => trimStripeEntry(entry('        this._prepResources();'), STRIPE_RESOURCES)).toThrow(/changed.*paymentIntents, refunds/);
  });

  it('refuses an entry without the namespace import of every resource, which would otherwise stay', () => {
    expect(() =>
      trimStripeEntry(entry(allThree).replace("import * as resources from './resources.js';", "import * as resources from './all.js';"), STRIPE_RESOURCES),
    ).toThrow(/resources\.js/);
  });
});
