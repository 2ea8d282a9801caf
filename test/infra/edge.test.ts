/**
 * The edge: the WAF web ACL on CloudFront (the webhook only from the provider's addresses, POST
 * /orders under the ordering rule, the body-size rule sparing only the webhook) and the routes' own
 * throttles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/manifest.js';
import { MAX_BODY_BYTES, RATE_LIMITS } from '../../infra/constructs/web-firewall.js';
import { throttleOf } from '../../infra/constructs/route-throttles.js';
import { synthesizeStorefront, TEST_CONTEXT, type TemplateJson } from './support/synthesize-storefront.js';
import { onlyResourceOfType } from './support/template-queries.js';

let json: TemplateJson;
let cleanup = () => {};
afterAll(() => cleanup());
beforeAll(() => {
  ({ templateJson: json, cleanup } = synthesizeStorefront());
});

const rules = () => onlyResourceOfType(json, 'AWS::WAFv2::WebACL')[1].Properties.Rules as Record<string, any>[];
const rule = (name: string) => rules().find((candidate) => candidate.Name === name)!;
const byteMatch = (statement: Record<string, any>) =>
  statement.ByteMatchStatement as { SearchString: string; PositionalConstraint: string; FieldToMatch: object };

describe('the WAF web ACL on CloudFront', () => {
  it('is a CLOUDFRONT web ACL attached to the distribution', () => {
    const [aclId, acl] = onlyResourceOfType(json, 'AWS::WAFv2::WebACL');
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    const [, distribution] = onlyResourceOfType(json, 'AWS::CloudFront::Distribution');
    expect(distribution.Properties.DistributionConfig.WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });

  it("blocks the webhook path, first of all rules, for every address outside the stage's webhook IP set", () => {
    const [ipSetId, ipSet] = onlyResourceOfType(json, 'AWS::WAFv2::IPSet');
    expect(ipSet.Properties).toMatchObject({ Scope: 'CLOUDFRONT', IPAddressVersion: 'IPV4' });
    expect(ipSet.Properties.Addresses).toEqual(TEST_CONTEXT.stripeWebhookIps.split(',').map((ip) => `${ip}/32`));
    const webhookRule = rule('WebhookOnlyFromProvider');
    expect(webhookRule.Priority).toBe(Math.min(...rules().map((candidate) => candidate.Priority as number)));
    expect(webhookRule.Action).toEqual({ Block: {} });
    const [path, notFromProvider] = webhookRule.Statement.AndStatement.Statements as Record<string, any>[];
    expect(byteMatch(path!)).toMatchObject({ SearchString: '/api/stripe-webhook', PositionalConstraint: 'STARTS_WITH' });
    expect(notFromProvider!.NotStatement.Statement.IPSetReferenceStatement.Arn).toEqual({ 'Fn::GetAtt': [ipSetId, 'Arn'] });
  });

  it('limits each IP, stricter on login, ordering (PUT /purchase and POST /orders) and payment intents; the webhook is out of the general limit', () => {
    const rate = (name: string) => rule(name).Statement.RateBasedStatement;
    expect(rate('RateLimitLogin')).toMatchObject({ AggregateKeyType: 'IP', Limit: RATE_LIMITS.login });
    expect(byteMatch(rate('RateLimitLogin').ScopeDownStatement).SearchString).toBe('/api/login/');
    const [purchase, orders] = rate('RateLimitOrdering').ScopeDownStatement.OrStatement.Statements as Record<string, any>[];
    expect(byteMatch(purchase!).SearchString).toBe('/api/purchase/');
    const [ordersPath, post] = orders!.AndStatement.Statements as Record<string, any>[];
    expect(byteMatch(ordersPath!)).toMatchObject({ SearchString: '/api/orders', PositionalConstraint: 'EXACTLY' });
    expect(byteMatch(post!)).toMatchObject({ SearchString: 'POST', FieldToMatch: { Method: {} } });
    expect(byteMatch(rate('RateLimitPaymentIntents').ScopeDownStatement).SearchString).toBe('/api/create-payment-intent');
    for (const name of ['RateLimitLogin', 'RateLimitOrdering', 'RateLimitPaymentIntents']) expect(rate(name).Limit).toBeLessThan(RATE_LIMITS.all);
    expect(byteMatch(rate('RateLimitPerIp').ScopeDownStatement.NotStatement.Statement).SearchString).toBe('/api/stripe-webhook');
    for (const name of ['RateLimitLogin', 'RateLimitOrdering', 'RateLimitPaymentIntents', 'RateLimitPerIp']) expect(rule(name).Action).toEqual({ Block: {} });
  });

  it("blocks a body over the API's 16 KB everywhere but the webhook", () => {
    const bodyRule = rule('BodyTooLarge');
    expect(bodyRule.Action).toEqual({ Block: {} });
    const [exempt, size] = bodyRule.Statement.AndStatement.Statements as Record<string, any>[];
    expect(byteMatch(exempt!.NotStatement.Statement).SearchString).toBe('/api/stripe-webhook');
    expect(size!.SizeConstraintStatement).toMatchObject({
      ComparisonOperator: 'GT',
      Size: MAX_BODY_BYTES,
      FieldToMatch: { Body: { OversizeHandling: 'MATCH' } },
    });
    // No other rule is about the body's size: the managed one only counts.
    const common = rule('AWSManagedRulesCommonRuleSet');
    expect(common.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
  });

  it("uses AWS's IP reputation, known bad inputs and common rule sets", () => {
    const managed = rules().filter((candidate) => candidate.Statement.ManagedRuleGroupStatement);
    expect(managed.map((candidate) => candidate.Statement.ManagedRuleGroupStatement.Name).sort()).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
  });
});

describe('route throttles', () => {
  it('gives POST /orders a throttle of its own, as strict as PUT /purchase', () => {
    const placeOrder = routes.find((route) => route.method === 'POST' && route.path === '/orders')!;
    const purchase = routes.find((route) => route.method === 'PUT' && route.path === '/purchase/{id}')!;
    expect(throttleOf(placeOrder)).toEqual(throttleOf(purchase));
    const [, stage] = onlyResourceOfType(json, 'AWS::ApiGatewayV2::Stage');
    expect(stage.Properties.RouteSettings['POST /orders']).toMatchObject({
      ThrottlingRateLimit: throttleOf(purchase).rateLimit,
      ThrottlingBurstLimit: throttleOf(purchase).burstLimit,
    });
  });
});
