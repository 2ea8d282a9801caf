import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/manifest.js';
import { apiRoutePath } from '../../infra/constructs/api-path.js';
import { SECURITY_HEADERS } from '../../infra/constructs/security-headers.js';
import { synthesizeStorefront, TEST_CONTEXT, type TemplateJson } from './support/synthesize-storefront.js';
import { describe as text, onlyResourceOfType, resourcesOfType } from './support/template-queries.js';

/** AWS managed CloudFront policies. */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let json: TemplateJson;
let outdir: string;
let distribution: Record<string, any>;
let distributionId: string;
let apiId: string;

let cleanup = () => {};
afterAll(() => cleanup());

beforeAll(() => {
  ({ templateJson: json, outdir, cleanup } = synthesizeStorefront());
  const [id, resource] = onlyResourceOfType(json, 'AWS::CloudFront::Distribution');
  distributionId = id;
  distribution = resource.Properties.DistributionConfig;
  [apiId] = onlyResourceOfType(json, 'AWS::ApiGatewayV2::Api');
});

const deployment = (idPart: string) => {
  const found = resourcesOfType(json, 'Custom::CDKBucketDeployment').find(([id]) => id.includes(idPart));
  if (!found) throw new Error(`No bucket deployment ${idPart}`);
  return found[1].Properties!;
};
/** The site's crawler-ready pages, served by the API at their own paths. */
const SITE_PAGE_PATTERNS = ['/tools', '/tools/*', '/sitemap.xml', '/robots.txt'];

const behaviorFor = (pathPattern: string) => {
  const found = (distribution.CacheBehaviors as Array<Record<string, any>>).find((behavior) => behavior.PathPattern === pathPattern);
  if (!found) throw new Error(`No cache behavior for ${pathPattern}`);
  return found;
};
const originOf = (behavior: Record<string, any>) =>
  (distribution.Origins as Array<Record<string, any>>).find((origin) => origin.Id === behavior.TargetOriginId)!;
/** The CloudFront Function a behavior runs on viewer request, as a callable handler. */
const viewerRequestFunction = (behavior: Record<string, any>) => {
  const [association] = behavior.FunctionAssociations as Array<{ EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }>;
  expect(association?.EventType).toBe('viewer-request');
  const resource = json.Resources[association!.FunctionARN['Fn::GetAtt'][0]]!;
  expect(resource.Type).toBe('AWS::CloudFront::Function');
  expect(resource.Properties!.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
  return new Function(`${resource.Properties!.FunctionCode as string}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
};
const stagedAssetDir = (objectKey: string) => join(outdir, `asset.${objectKey.replace(/\.zip$/, '')}`);

describe('web hosting', () => {
  it('keeps the site bucket private, encrypted and reachable over TLS only', () => {
    const [bucketId, bucket] = onlyResourceOfType(json, 'AWS::S3::Bucket');
    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
    });
    expect(bucket.Properties.WebsiteConfiguration).toBeUndefined();

    const [, policy] = onlyResourceOfType(json, 'AWS::S3::BucketPolicy');
    expect(policy.Properties.Bucket).toEqual({ Ref: bucketId });
    const statements = policy.Properties.PolicyDocument.Statement as Array<Record<string, any>>;
    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
    const allows = statements.filter((statement) => statement.Effect === 'Allow');
    for (const allow of allows) {
      expect(allow.Principal, 'only CloudFront and the CDK clean-up role may use the bucket').not.toBe('*');
    }
    expect(allows).toContainEqual(
      expect.objectContaining({
        Principal: { Service: 'cloudfront.amazonaws.com' },
        Action: ['s3:GetObject', 's3:ListBucket'],
        Condition: { StringEquals: { 'AWS:SourceArn': expect.anything() } },
      }),
    );
  });

  it('serves the bucket through CloudFront with origin access control, never an origin access identity', () => {
    const [oacId, oac] = onlyResourceOfType(json, 'AWS::CloudFront::OriginAccessControl');
    expect(oac.Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    expect(distribution.Origins).toHaveLength(2); // the bucket, and the API (below)
    expect(originOf(distribution.DefaultCacheBehavior)).toMatchObject({
      OriginAccessControlId: { 'Fn::GetAtt': [oacId, 'Id'] },
      S3OriginConfig: { OriginAccessIdentity: '' },
    });
    expect(resourcesOfType(json, 'AWS::CloudFront::CloudFrontOriginAccessIdentity')).toEqual([]);
  });

  it('redirects HTTP to HTTPS and adds the security headers on every path', () => {
    const [policyId, policy] = onlyResourceOfType(json, 'AWS::CloudFront::ResponseHeadersPolicy');
    const behaviors = [distribution.DefaultCacheBehavior, ...distribution.CacheBehaviors];
    for (const behavior of behaviors) {
      expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https');
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
    expect(policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig).toMatchObject({
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 31_536_000, IncludeSubdomains: true, Override: true },
      XSSProtection: { Protection: true, ModeBlock: true, Override: true },
    });
    expect(distribution.DefaultRootObject).toBe('index.html');
  });

  it('says in the template the headers the local web servers send (SECURITY_HEADERS)', () => {
    const [, policy] = onlyResourceOfType(json, 'AWS::CloudFront::ResponseHeadersPolicy');
    const config = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    // As CloudFront writes each setting into its header.
    const sent = {
      'strict-transport-security': `max-age=${config.StrictTransportSecurity.AccessControlMaxAgeSec}${config.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''}${config.StrictTransportSecurity.Preload ? '; preload' : ''}`,
      'x-content-type-options': 'nosniff',
      'x-frame-options': config.FrameOptions.FrameOption,
      'referrer-policy': config.ReferrerPolicy.ReferrerPolicy,
      'x-xss-protection': `${config.XSSProtection.Protection ? 1 : 0}${config.XSSProtection.ModeBlock ? '; mode=block' : ''}`,
    };

    expect(Object.keys(config).filter((key) => key !== 'ContentSecurityPolicy')).toHaveLength(Object.keys(SECURITY_HEADERS).length);
    expect(sent).toEqual(SECURITY_HEADERS);
  });

  it('sends a Content-Security-Policy that allows only the app (and its /api), Stripe and Firebase Auth, and no inline scripts', () => {
    const [, policy] = onlyResourceOfType(json, 'AWS::CloudFront::ResponseHeadersPolicy');
    const header = text(policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    const directives = new Map(
      header.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );

    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://apis.google.com']);
    expect(directives.get('connect-src')).toEqual([
      "'self'", // the API too: it is served under /api
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://api.stripe.com',
    ]);
    expect(directives.get('frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com', `https://${TEST_CONTEXT.firebaseProjectId}.firebaseapp.com`]),
    );
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(header).not.toMatch(/unsafe-eval/);
  });

  it('caches the hashed build files for long and never caches index.html, runtime-config.json or deep links', () => {
    expect(distribution.DefaultCacheBehavior.CachePolicyId).toBe(CACHING_DISABLED);
    expect(behaviorFor('/static/*')).toMatchObject({ CachePolicyId: CACHING_OPTIMIZED, AllowedMethods: ['GET', 'HEAD'] });
    expect(originOf(behaviorFor('/static/*'))).toBe(originOf(distribution.DefaultCacheBehavior));
    const others = (distribution.CacheBehaviors as Array<Record<string, any>>).filter((behavior) => !String(behavior.PathPattern).startsWith('/api/'));
    expect(others.map((behavior) => behavior.PathPattern)).toEqual(['/static/*', ...SITE_PAGE_PATTERNS]);
    expect(deployment('HashedAssets')).toMatchObject({
      DestinationBucketKeyPrefix: 'static/',
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(deployment('Pages')).toMatchObject({
      Exclude: ['static/*'],
      Prune: true,
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
  });

  it("answers the home page with index.html, the blog with its own page, every other deep link with the app shell (never the home page's first screen), and leaves real files (and their 404s) alone", () => {
    expect(distribution.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
    const handler = viewerRequestFunction(distribution.DefaultCacheBehavior);
    const served = (uri: string) => handler({ request: { uri } }).uri;
    expect(served('/')).toBe('/index.html');
    expect(served('/home')).toBe('/index.html');
    expect(served('/index.html')).toBe('/index.html');
    expect(served('/blog')).toBe('/blog.html');
    expect(served('/blog/')).toBe('/blog.html');
    expect(served('/blog.html')).toBe('/blog.html');
    for (const deepLink of [
      '/login',
      '/signup',
      '/cart',
      '/dashboard',
      '/dashboard/myorder',
      '/trade',
      '/quick-order',
      '/purchase/7f3e2a',
      '/dashboard/buy/abc/',
      '/blog/entry',
      '/constructor',
    ])
      expect(served(deepLink), deepLink).toBe('/app-shell.html');
    expect(served('/app-shell.html')).toBe('/app-shell.html');
    expect(served('/static/js/index.abc123.js')).toBe('/static/js/index.abc123.js');
    expect(served('/runtime-config.json')).toBe('/runtime-config.json');
    expect(served('/images/missing.jpg')).toBe('/images/missing.jpg');
  });

  it('writes runtime-config.json with the API path on the site, the Firebase web config, the Stripe publishable key and the shop tax', () => {
    const pages = deployment('Pages');
    const [buildKey, configKey] = pages.SourceObjectKeys as [string, string];
    const written = JSON.parse(readFileSync(join(stagedAssetDir(configKey), 'runtime-config.json'), 'utf8')) as Record<string, unknown>;

    expect(written).toEqual({
      apiUrl: '/api', // the shop's own origin: no address of the API itself, no CORS

      firebase: {
        apiKey: TEST_CONTEXT.firebaseApiKey,
        authDomain: `${TEST_CONTEXT.firebaseProjectId}.firebaseapp.com`,
        projectId: TEST_CONTEXT.firebaseProjectId,
      },
      paymentMode: 'stripe',
      stripePublishableKey: TEST_CONTEXT.stripePublishableKey,
      tax: { ratePercent: 0, label: 'Tax' }, // no taxRatePercent context: no tax
    });
    // The build's own (local) runtime-config.json and Vite's manifest are not uploaded.
    const pagesBuild = stagedAssetDir(buildKey);
    expect(existsSync(join(pagesBuild, 'index.html'))).toBe(true);
    expect(existsSync(join(pagesBuild, 'app-shell.html'))).toBe(true);
    expect(existsSync(join(pagesBuild, 'blog.html'))).toBe(true);
    expect(existsSync(join(pagesBuild, 'images/tool-1.jpg'))).toBe(true);
    expect(existsSync(join(pagesBuild, 'runtime-config.json'))).toBe(false);
    expect(existsSync(join(pagesBuild, '.vite'))).toBe(false);
    expect(existsSync(join(pagesBuild, 'static'))).toBe(false);
    const [hashedKey] = deployment('HashedAssets').SourceObjectKeys as [string];
    expect(existsSync(join(stagedAssetDir(hashedKey), 'js/index.abc123.js'))).toBe(true);
  });

  it('outputs the shop URL and the API URL', () => {
    expect(text(json.Outputs?.WebUrl?.Value)).toBe(`https://${distributionId}.DomainName`);
    expect(text(json.Outputs?.ApiUrl?.Value)).toBe(`${apiId}.ApiEndpoint`);
  });

  describe("the API on the shop's own origin, under /api", () => {
    const apiBehaviors = () =>
      (distribution.CacheBehaviors as Array<Record<string, any>>).filter((behavior) => String(behavior.PathPattern).startsWith('/api/'));
    const publicReadPatterns = ['/api/hometools', '/api/catalog', '/api/purchase/*', '/api/homereviews', '/api/toolreviews/*'];

    it("sends /api/* to the HTTP API over HTTPS, every method, every header but Host (the app's auth header among them), query string and body, and caches nothing", () => {
      const api = behaviorFor('/api/*');
      expect(originOf(api)).toEqual({
        Id: api.TargetOriginId,
        DomainName: { 'Fn::Join': ['', [{ Ref: apiId }, '.execute-api.', { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }]] },
        CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
        // The secret origin header (origin-protection.test.ts).
        OriginCustomHeaders: [
          { HeaderName: 'x-origin-verify', HeaderValue: expect.anything() },
          { HeaderName: 'x-origin-secret-generation', HeaderValue: '1' },
        ],
      });
      expect(api).toMatchObject({
        AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
        CachePolicyId: CACHING_DISABLED,
        // The managed AllViewerExceptHostHeader policy: all viewer headers (auth, idempotency-key,
        // content-type, stripe-signature), all query strings and cookies; API Gateway needs its own Host.
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        ViewerProtocolPolicy: 'redirect-to-https',
      });
      // The last of them: CloudFront takes the first pattern that matches.
      expect(apiBehaviors().at(-1)).toBe(api);
    });

    it('strips the /api prefix and a trailing slash before the request reaches the API, on every /api behavior', () => {
      for (const behavior of apiBehaviors()) {
        expect(behavior.FunctionAssociations, behavior.PathPattern).toHaveLength(1);
        const handler = viewerRequestFunction(behavior);
        const forwarded = (uri: string) => handler({ request: { uri } }).uri;
        expect(forwarded('/api/hometools')).toBe('/hometools');
        expect(forwarded('/api/purchase/seed-tool-drill')).toBe('/purchase/seed-tool-drill');
        expect(forwarded('/api/myordercancel/o-1/casey%40tools.test')).toBe('/myordercancel/o-1/casey%40tools.test');
        expect(forwarded('/api/')).toBe('/');
        expect(forwarded('/api/allproducts/')).toBe('/allproducts');
        expect(forwarded('/api/userupdate/')).toBe('/userupdate');
        // The same rewrite as the local proxy's (web/vite.config.ts).
        for (const uri of ['/api/hometools', '/api/allproducts/', '/api/']) expect(forwarded(uri)).toBe(apiRoutePath(uri));
      }
    });

    it("caches the public reads of the manifest, and only them, as the API's Cache-Control says, keyed on only the query parameters each reads", () => {
      expect(routes.filter((route) => 'publicCache' in route && !('sitePage' in route)).map((route) => route.path)).toEqual([
        '/hometools',
        '/catalog',
        '/purchase/{id}',
        '/homereviews',
        '/toolreviews/{id}',
      ]);
      expect(apiBehaviors().map((behavior) => behavior.PathPattern)).toEqual([...publicReadPatterns, '/api/*']);

      for (const [, policy] of resourcesOfType(json, 'AWS::CloudFront::CachePolicy')) {
        const config = policy.Properties!.CachePolicyConfig;
        // Nothing without a Cache-Control header; at most what it says (max-age plus stale-while-revalidate).
        expect(config).toMatchObject({ MinTTL: 0, DefaultTTL: 0 });
        expect(config.MaxTTL).toBeGreaterThanOrEqual(35);
        expect(config.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
          HeadersConfig: { HeaderBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
          EnableAcceptEncodingGzip: true,
          EnableAcceptEncodingBrotli: true,
        });
      }
      const expected: Record<string, string[]> = {
        '/api/hometools': ['cursor', 'limit'],
        '/api/homereviews': ['cursor', 'limit'],
        '/api/catalog': [],
        '/api/toolreviews/*': ['cursor', 'limit'],
        '/api/purchase/*': [],
      };
      for (const pattern of publicReadPatterns) {
        const behavior = behaviorFor(pattern);
        expect(queryStringsOf(behavior.CachePolicyId), pattern).toEqual(expected[pattern]);
        expect(behavior.TargetOriginId).toBe(behaviorFor('/api/*').TargetOriginId);
        // PUT /purchase/{id} (placing an order) shares the path: CloudFront passes it on and never caches it.
        expect(behavior.AllowedMethods).toEqual(behaviorFor('/api/*').AllowedMethods);
        expect(behavior.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
      }
    });
  });

  describe("the site's crawler-ready pages", () => {
    it('sends /tools, /tools/*, /sitemap.xml and /robots.txt to the API at their own paths, GET and HEAD only, cached briefly as their answers say', () => {
      expect(routes.filter((route) => 'sitePage' in route).map((route) => `${route.method} ${route.path}`)).toEqual([
        'GET /tools',
        'GET /tools/{id}',
        'GET /sitemap.xml',
        'GET /robots.txt',
      ]);
      const patterns = (distribution.CacheBehaviors as Array<Record<string, any>>).map((behavior) => behavior.PathPattern);
      for (const pattern of SITE_PAGE_PATTERNS) {
        const behavior = behaviorFor(pattern);
        expect(behavior, pattern).toMatchObject({
          TargetOriginId: behaviorFor('/api/*').TargetOriginId,
          AllowedMethods: ['GET', 'HEAD'],
          OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
          ViewerProtocolPolicy: 'redirect-to-https',
          Compress: true,
        });
        expect(behavior.ResponseHeadersPolicyId, pattern).toEqual(distribution.DefaultCacheBehavior.ResponseHeadersPolicyId);
        // Keyed on the catalog page's views only; the other pages read no query parameter.
        expect(queryStringsOf(behavior.CachePolicyId), pattern).toEqual(pattern === '/tools' ? ['category', 'q', 'sort'] : []);
        // The path reaches the API as it is: no /api prefix to strip.
        expect(behavior.FunctionAssociations, pattern).toBeUndefined();
        // Before the default behavior (the web build), which would answer these paths with the bare index.html.
        expect(patterns.indexOf(pattern)).toBeGreaterThan(-1);
      }
    });
  });
});

/** The query parameters in the cache key of a cache policy (by its Ref); [] for none. */
function queryStringsOf(ref: { Ref: string }): string[] {
  const config = json.Resources[ref.Ref]!.Properties!.CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig;
  if (config.QueryStringBehavior === 'none') return [];
  expect(config.QueryStringBehavior).toBe('whitelist');
  return [...(config.QueryStrings as string[])].sort();
}
