/**
 * AWS WAF in front of CloudFront (a CLOUDFRONT-scope web ACL, which AWS accepts only in us-east-1:
 * docs/deploy.md says why the stack lives there). Per-IP rate rules, stricter on the paths abuse
 * aims at (sign-in, ordering, payment intents), and AWS's managed rule groups: IP reputation,
 * known bad inputs, and the common rule set with its body-size rule only counted (the API's own
 * 16 KB limit answers a large body with a 413 that names it, instead of WAF's bare 403).
 */
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
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

export class WebFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      description: 'Storefront: per-IP rate limits and AWS managed rules in front of CloudFront',
      visibilityConfig: visibility('StorefrontWebAcl'),
      rules: [
        managedRule('AWSManagedRulesAmazonIpReputationList', 0),
        rateRule('RateLimitLogin', 1, RATE_LIMITS.login, pathStartsWith(LIMITED_PATHS.login)),
        rateRule('RateLimitOrdering', 2, RATE_LIMITS.ordering, pathStartsWith(LIMITED_PATHS.ordering)),
        rateRule('RateLimitPaymentIntents', 3, RATE_LIMITS.paymentIntents, pathStartsWith(LIMITED_PATHS.paymentIntents)),
        rateRule('RateLimitPerIp', 4, RATE_LIMITS.all, { notStatement: { statement: pathStartsWith(LIMITED_PATHS.webhook) } }),
        managedRule('AWSManagedRulesKnownBadInputsRuleSet', 5),
        managedRule('AWSManagedRulesCommonRuleSet', 6, [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }]),
      ],
    });
  }
}
