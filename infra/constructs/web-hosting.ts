/**
 * Hosting of the web app: a private, encrypted S3 bucket that only CloudFront can read (origin
 * access control), served over HTTPS only.
 *
 * Deep links (/dashboard/myorder) are answered with the app shell (index.html without the home
 * page's first screen; the home page's own paths with index.html) by a CloudFront Function that
 * rewrites extension-less paths (SPA_FALLBACK_CODE). Mapping S3's 403/404 errors to index.html would do the same but
 * would also answer a missing script or image with HTML and a 200; the rewrite keeps real 404s for
 * files (the origin may list the bucket, so a missing key is a 404 rather than a 403).
 *
 * Caching: content-hashed build output under `/<hashedAssetsPath>/*` is cached for a year; every
 * other path (index.html, runtime-config.json, deep links, public images) is not cached at the edge,
 * so a deployment is live at once without invalidations.
 *
 * The API is served on the same origin (`serveApi`): `/api/*` goes to the HTTP API with the prefix
 * stripped, every method, every viewer header but Host (the app's `auth` header among them), the
 * query string and the body, and nothing cached. The public reads of the manifest (`publicCache`)
 * get behaviors of their own whose cache follows the API's Cache-Control header, keyed on the path
 * and only the query parameters each reads. Same origin: the browser sends no CORS preflight.
 *
 * The site's crawler-ready pages (`sitePage` routes: `/tools/*`, `/sitemap.xml`, `/robots.txt`) go to
 * the HTTP API at their own path, unchanged, cached as their answers say (a minute).
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AccessLevel,
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { RouteDefinition } from '../../functions/manifest.js';
import { API_PATH_PREFIX, edgePathPattern, API_ROUTE_PATH_FUNCTION_CODE, sitePageRoutes, sitePathPattern } from './api-path.js';
import { contentSecurityPolicy } from './content-security-policy.js';
import { ORIGIN_SECRET_GENERATION_HEADER, ORIGIN_VERIFY_HEADER } from '../../functions/platform/origin-header.js';
import { APP_SHELL_FILE, HOME_PAGE_PATHS, STATIC_PAGE_FILES } from '../../functions/platform/contract/shop.js';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';

/** Where the web build puts its content-hashed files (web/vite.config.ts `build.assetsDir`). */
export const DEFAULT_HASHED_ASSETS_PATH = 'static';

/**
 * Extension-less paths are client-side routes: the home page's get index.html, with its
 * prerendered first screen; a static page's (the blog) its own prerendered file; every other route
 * gets the app shell (index.html without that screen: the frame with an empty <main>), so a deep
 * link never shows the home page before the app renders its page. Paths with an extension are
 * files, served (or 404) as they are. The same choice as pageFileOf, in CloudFront's JavaScript.
 */
export const SPA_FALLBACK_CODE = `
var HOME_PAGE_PATHS = ${JSON.stringify(HOME_PAGE_PATHS)};
var STATIC_PAGE_FILES = ${JSON.stringify(STATIC_PAGE_FILES)};
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    if (HOME_PAGE_PATHS.indexOf(request.uri) !== -1) request.uri = '/index.html';
    else if (Object.prototype.hasOwnProperty.call(STATIC_PAGE_FILES, request.uri)) request.uri = '/' + STATIC_PAGE_FILES[request.uri];
    else request.uri = '/${APP_SHELL_FILE}';
  }
  return request;
}
`;

/** What CloudFront adds to every request to the API: the origin secret's current value (a dynamic reference), and its generation. */
export interface OriginVerifyHeader {
  readonly value: string;
  readonly generation: string;
}

export interface WebHostingProps {
  /** The Firebase auth domain the sign-in popup's helper frame comes from. */
  readonly firebaseAuthDomain: string;
  /** @default DEFAULT_HASHED_ASSETS_PATH */
  readonly hashedAssetsPath?: string;
  /** The WAF web ACL (CLOUDFRONT scope, its ARN) in front of the distribution (web-firewall.ts). */
  readonly webAclArn?: string;
  /** The shop's own domain and its certificate (custom-domain.ts); default the distribution's *.cloudfront.net. */
  readonly domain?: { readonly name: string; readonly certificate: ICertificate };
}

export class WebHosting extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly hashedAssetsPath: string;
  /** `https://<id>.cloudfront.net`: the shop's own origin. */
  readonly url: string;
  /** `/api`: where the shop's own origin serves the HTTP API (see serveApi). */
  readonly apiPath = API_PATH_PREFIX;
  private readonly securityHeaders: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);
    this.hashedAssetsPath = props.hashedAssetsPath ?? DEFAULT_HASHED_ASSETS_PATH;

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Only the build lives here; it is deployed again from source at any time.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const origin = S3BucketOrigin.withOriginAccessControl(this.bucket, {
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
    });
    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      comment: 'Serves index.html (home) or the app shell for extension-less paths (client-side routes)',
      code: FunctionCode.fromInline(SPA_FALLBACK_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });
    // The managed SECURITY_HEADERS policy's headers, plus the app's Content-Security-Policy.
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Storefront web app: security headers and Content-Security-Policy',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            firebaseAuthDomain: props.firebaseAuthDomain,
          }),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        xssProtection: { protection: true, modeBlock: true, override: true },
      },
    });
    this.securityHeaders = securityHeaders;
    const common: Omit<BehaviorOptions, 'cachePolicy'> = {
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      compress: true,
      responseHeadersPolicy: securityHeaders,
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Storefront web app',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      ...(props.domain && { domainNames: [props.domain.name], certificate: props.domain.certificate }),
      defaultBehavior: {
        ...common,
        cachePolicy: CachePolicy.CACHING_DISABLED,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`/${this.hashedAssetsPath}/*`]: { ...common, cachePolicy: CachePolicy.CACHING_OPTIMIZED },
      },
    });
    this.url = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;
    Validations.of(this.distribution).acknowledge({
      id: 'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      reason:
        'defaultRootObject is index.html and every extension-less path is rewritten to /index.html or /app-shell.html, so the bucket listing is never served.',
    });

    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'Holds only the public web build, read solely by CloudFront; S3 server access logs would add cost and no insight.',
    });
    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: 'The shop sells to every country; no geo restriction is wanted.' },
      {
        id: 'AwsSolutions-CFR3',
        reason: 'CloudFront standard metrics are enough, and the API keeps its own access log. Access logs would need an ACL-enabled logging bucket.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason: 'Uses the default *.cloudfront.net certificate, whose TLS policy cannot be set; a custom domain with TLSv1.2_2021 is the upgrade path.',
      },
    );
  }

  /**
   * Serves the HTTP API under `/api/*` on the shop's own origin. Call it once, with the routes the
   * API serves: the public reads among them (`publicCache`) are cached as their answers say. Every
   * request to the API carries the secret origin header.
   */
  serveApi(httpApi: IHttpApi, routes: readonly RouteDefinition[], originHeader: OriginVerifyHeader): void {
    const stack = Stack.of(this);
    const origin = new HttpOrigin(`${httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      // The API answers only requests carrying it (functions/platform/origin-check.ts): its own URL is no way around CloudFront and its WAF.
      // The generation header changes only when the secret is rotated: it makes CloudFormation update
      // the distribution, and so read the secret's current value again (docs/deploy.md).
      customHeaders: { [ORIGIN_VERIFY_HEADER]: originHeader.value, [ORIGIN_SECRET_GENERATION_HEADER]: originHeader.generation },
    });
    const routePath = new CloudFrontFunction(this, 'ApiRoutePath', {
      comment: `Strips ${API_PATH_PREFIX} and a trailing slash from the path: the HTTP API's routes are /hometools, /allproducts, ...`,
      code: FunctionCode.fromInline(API_ROUTE_PATH_FUNCTION_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });
    const api: Omit<BehaviorOptions, 'cachePolicy'> = {
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      // Every viewer header (the app's `auth` and `idempotency-key`, content-type), the query string
      // and cookies; not Host, which API Gateway needs to be its own domain.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.securityHeaders,
      compress: true,
      functionAssociations: [{ function: routePath, eventType: FunctionEventType.VIEWER_REQUEST }],
    };

    // One cache policy per set of query parameters: each public read is keyed on the path and only
    // the parameters its route declares (`queryParams` in the manifest), so `?x=<random>` hits the cache.
    const cachePolicies = new Map<string, CachePolicy>();
    const cachePolicyFor = (route: RouteDefinition): CachePolicy => {
      const params = [...(route.queryParams ?? [])].sort();
      const key = params.join(',');
      let policy = cachePolicies.get(key);
      if (!policy) {
        policy = new CachePolicy(
          this,
          params.length === 0 ? 'ApiPublicReads' : `ApiPublicReads${params.map((p) => p[0]!.toUpperCase() + p.slice(1)).join('')}`,
          {
            comment: `Public reads: kept as long as the API's Cache-Control says (nothing without one), keyed on the path${params.length ? ` and ${params.join(', ')}` : ' only'}`,
            minTtl: Duration.seconds(0),
            defaultTtl: Duration.seconds(0),
            maxTtl: Duration.minutes(5),
            queryStringBehavior: params.length === 0 ? CacheQueryStringBehavior.none() : CacheQueryStringBehavior.allowList(...params),
            headerBehavior: CacheHeaderBehavior.none(),
            cookieBehavior: CacheCookieBehavior.none(),
            enableAcceptEncodingGzip: true,
            enableAcceptEncodingBrotli: true,
          },
        );
        cachePolicies.set(key, policy);
      }
      return policy;
    };
    // Before `/api/*`: CloudFront takes the first behavior whose pattern matches.
    const publicReads = new Map(routes.filter((route) => route.publicCache && !route.sitePage).map((route) => [edgePathPattern(route), route] as const));
    for (const [pattern, route] of publicReads) this.distribution.addBehavior(pattern, origin, { ...api, cachePolicy: cachePolicyFor(route) });
    // The site's pages: GET and HEAD, the path as it is (no /api to strip), cached as their Cache-Control says.
    const { functionAssociations: _stripApiPrefix, ...sitePage } = api;
    const sitePages = new Map(sitePageRoutes(routes).map((route) => [sitePathPattern(route), route] as const));
    for (const [pattern, route] of sitePages) {
      this.distribution.addBehavior(pattern, origin, { ...sitePage, allowedMethods: AllowedMethods.ALLOW_GET_HEAD, cachePolicy: cachePolicyFor(route) });
    }
    this.distribution.addBehavior(`${API_PATH_PREFIX}/*`, origin, { ...api, cachePolicy: CachePolicy.CACHING_DISABLED });
  }
}
