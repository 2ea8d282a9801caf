/**
 * AWS WAF in front of CloudFront (a CLOUDFRONT-scope web ACL, which AWS accepts only in us-east-1:
 * docs/deploy.md says why the stack lives there). Per-IP rate rules, stricter on the paths abuse
 * aims at (sign-in, ordering, payment intents), and AWS's managed rule groups: IP reputation,
 * known bad inputs, and the common rule set with its body-size rule only counted (the API's own
 * 16 KB limit answers a large body with a 413 that names it, instead of WAF's bare 403).
 */
import { CfnIPSet, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { API_PATH_PREFIX } from './api-path.js';

/** Requests per IP in any 5 minutes (WAF's rate window) before that IP is blocked for a while. */
export const RATE_LIMITS = {
  /** Every path but the provider's webhook (its deliveries come from a few of the provider's IPs). */
  all: 1000,
  login: 100,
  ordering: 100,
  paymentIntents: 100,
} as const;

/** The paths with a stricter limit (as the browser calls them, under /api). */
export const LIMITED_PATHS = {
  login: `${API_PATH_PREFIX}/login/`,
  ordering: `${API_PATH_PREFIX}/purchase/`,
  /** POST /orders (the cart's checkout): the ordering rule too, for that method only. */
  orders: `${API_PATH_PREFIX}/orders`,
  paymentIntents: `${API_PATH_PREFIX}/create-payment-intent`,
  webhook: `${API_PATH_PREFIX}/stripe-webhook`,
} as const;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const pathStartsWith = (path: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: path,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

const pathIs = (path: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'EXACTLY',
    searchString: path,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

const methodIs = (method: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { method: {} },
    positionalConstraint: 'EXACTLY',
    searchString: method,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

/** The API's own limit on a request body (the handler answers a larger one 413 naming it). */
export const MAX_BODY_BYTES = 16 * 1024;

function rateRule(name: string, priority: number, limit: number, scopeDown: CfnWebACL.StatementProperty): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: { block: {} },
    statement: { rateBasedStatement: { aggregateKeyType: 'IP', limit, evaluationWindowSec: 300, scopeDownStatement: scopeDown } },
    visibilityConfig: visibility(name),
  };
}

function managedRule(name: string, priority: number, ruleActionOverrides?: CfnWebACL.RuleActionOverrideProperty[]): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ruleActionOverrides } },
    visibilityConfig: visibility(name),
  };
}

export interface WebFirewallProps {
  /**
   * The card provider's published webhook addresses (IPv4, stage setting `stripeWebhookIps`): the
   * webhook path answers only them. Empty: the webhook path is blocked for every caller.
   */
  readonly webhookSourceIps: readonly string[];
}

export class WebFirewall extends Construct {
  readonly webAcl: CfnWebACL;
  readonly webhookIpSet: CfnIPSet;

  constructor(scope: Construct, id: string, props: WebFirewallProps) {
    super(scope, id);
    this.webhookIpSet = new CfnIPSet(this, 'WebhookSources', {
      scope: 'CLOUDFRONT',
      ipAddressVersion: 'IPV4',
      description: 'The card provider published webhook addresses, from the stage setting stripeWebhookIps',
      addresses: props.webhookSourceIps.map((ip) => (ip.includes('/') ? ip : `${ip}/32`)),
    });
    const webhook = pathStartsWith(LIMITED_PATHS.webhook);
    const notWebhook: CfnWebACL.StatementProperty = { notStatement: { statement: webhook } };
    const ordering: CfnWebACL.StatementProperty = {
      orStatement: { statements: [pathStartsWith(LIMITED_PATHS.ordering), { andStatement: { statements: [pathIs(LIMITED_PATHS.orders), methodIs('POST')] } }] },
    };
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      description: 'Storefront: per-IP rate limits and AWS managed rules in front of CloudFront',
      visibilityConfig: visibility('StorefrontWebAcl'),
      rules: [
        // Before anything else: junk sent to the webhook from any other address never reaches the API's webhook throttle.
        {
          name: 'WebhookOnlyFromProvider',
          priority: 0,
          action: { block: {} },
          statement: {
            andStatement: { statements: [webhook, { notStatement: { statement: { ipSetReferenceStatement: { arn: this.webhookIpSet.attrArn } } } }] },
          },
          visibilityConfig: visibility('WebhookOnlyFromProvider'),
        },
        managedRule('AWSManagedRulesAmazonIpReputationList', 1),
        rateRule('RateLimitLogin', 2, RATE_LIMITS.login, pathStartsWith(LIMITED_PATHS.login)),
        rateRule('RateLimitOrdering', 3, RATE_LIMITS.ordering, ordering),
        rateRule('RateLimitPaymentIntents', 4, RATE_LIMITS.paymentIntents, pathStartsWith(LIMITED_PATHS.paymentIntents)),
        rateRule('RateLimitPerIp', 5, RATE_LIMITS.all, notWebhook),
        // A body over the API's own limit, anywhere but the webhook (the provider's events can be larger; only its addresses reach it).
        {
          name: 'BodyTooLarge',
          priority: 6,
          action: { block: {} },
          statement: {
            andStatement: {
              statements: [
                notWebhook,
                {
                  sizeConstraintStatement: {
                    fieldToMatch: { body: { oversizeHandling: 'MATCH' } },
                    comparisonOperator: 'GT',
                    size: MAX_BODY_BYTES,
                    textTransformations: [{ priority: 0, type: 'NONE' }],
                  },
                },
              ],
            },
          },
          visibilityConfig: visibility('BodyTooLarge'),
        },
        managedRule('AWSManagedRulesKnownBadInputsRuleSet', 7),
        // Its 8 KB body rule is below the API's 16 KB: counted only, BodyTooLarge is the body-size rule.
        managedRule('AWSManagedRulesCommonRuleSet', 8, [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }]),
      ],
    });
  }
}
