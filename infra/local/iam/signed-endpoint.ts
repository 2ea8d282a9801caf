/**
 * What the local stand-ins for AWS endpoints share (the DynamoDB and SES IAM proxies, the SSM
 * parameter store): a loopback HTTP server that reads each request's caller from its SigV4
 * signature (its access key id names the role, its session token the function), that role's
 * decisions, the passing on of an allowed request, and AWS's own words for a refusal.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback, type LoopbackServer } from '../loopback-server.js';
import { readRequestBody } from '../request-body.js';
import { LOCAL_ACCOUNT_ID } from '../template-model.js';
import { roleAuthorizer, type LocalRole, type RequiredPermission, type RoleAuthorizer } from './role-authorizer.js';

export type LocalEndpoint = LoopbackServer;

/** Who signed a request: the role its access key id names, and the function (the session). */
export interface SignedCaller {
  role: LocalRole;
  session: string;
  authorize: RoleAuthorizer;
}

/** `AWS4-HMAC-SHA256 Credential=<key id>/<date>/<region>/<service>/aws4_request, ...` -> the key id. */
function accessKeyId(authorization: string | undefined): string | undefined {
  return authorization?.match(/Credential=([^/,\s]+)\//)?.[1];
}

/** Finds the caller of a signed request among the roles (access key id -> role); undefined for an unknown key. */
function signedCallers(roles: ReadonlyMap<string, LocalRole>): (request: IncomingMessage) => SignedCaller | undefined {
  const authorizers = new Map<string, RoleAuthorizer>();
  return (request) => {
    const keyId = accessKeyId(request.headers.authorization);
    const role = keyId ? roles.get(keyId) : undefined;
    if (!keyId || !role) return undefined;
    let authorize = authorizers.get(keyId);
    if (!authorize) authorizers.set(keyId, (authorize = roleAuthorizer(role)));
    return { role, session: String(request.headers['x-amz-security-token'] ?? 'local'), authorize };
  };
}

/** The first permission the caller's role lacks, or undefined when it has them all. */
export async function missingPermission(caller: SignedCaller, permissions: readonly RequiredPermission[]): Promise<RequiredPermission | undefined> {
  for (const permission of permissions) {
    if (!(await caller.authorize(permission))) return permission;
  }
  return undefined;
}

/** The message AWS answers a call that no identity policy allows. */
export function notAuthorizedMessage(caller: SignedCaller, { action, resource }: RequiredPermission): string {
  return `User: arn:aws:sts::${LOCAL_ACCOUNT_ID}:assumed-role/${caller.role.roleName}/${caller.session} is not authorized to perform: ${action} on resource: ${resource} because no identity-based policy allows the ${action} action`;
}

export const UNRECOGNIZED_CLIENT_MESSAGE = 'The security token included in the request is invalid.';

/** An error of an AWS JSON protocol (1.0 or 1.1): HTTP 400 with `__type` and `message`. */
export function sendAwsJsonError(response: ServerResponse, contentType: string, type: string, message: string): void {
  sendAwsJson(response, contentType, { __type: type, message }, 400);
}

export function sendAwsJson(response: ServerResponse, contentType: string, body: unknown, status = 200): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(text), 'x-amzn-requestid': 'local' });
  response.end(text);
}

/** Passes an allowed request on to the service that ignores IAM (DynamoDB Local, aws-ses-v2-local), unchanged. */
export function forwardRequest(target: URL, request: IncomingMessage, body: Buffer, response: ServerResponse): void {
  const upstream = httpRequest(
    { hostname: target.hostname, port: target.port, path: request.url, method: request.method, headers: { ...request.headers, host: target.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 500, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.once('error', (error) => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(error.message);
  });
  upstream.end(body);
}

/** An IAM proxy in front of a local service that ignores IAM (DynamoDB Local, aws-ses-v2-local). */
export interface IamProxyOptions {
  /** The service's URL. */
  target: string;
  /** Access key id -> role. */
  roles: ReadonlyMap<string, LocalRole>;
}

/** How an endpoint's protocol words the errors every endpoint has. */
export interface EndpointErrors {
  /** A request signed with the key of no role. */
  unrecognizedClient(response: ServerResponse): void;
  /** A handler that threw (a malformed request). */
  failed(response: ServerResponse, error: Error): void;
}

/** A signed request's body, and who signed it. */
export interface SignedRequest {
  caller: SignedCaller;
  body: Buffer;
}

/**
 * Serves a stand-in for an AWS endpoint on 127.0.0.1 at a free port. Each request's body is read
 * and its caller found among `roles` from its signature; a request signed by no role is refused
 * before `handle` sees it. A handler that throws is answered with `errors.failed` (or the
 * connection is dropped if it had begun answering).
 */
export function serveSignedEndpoint(
  roles: ReadonlyMap<string, LocalRole>,
  errors: EndpointErrors,
  handle: (request: IncomingMessage, response: ServerResponse, signed: SignedRequest) => Promise<void>,
): Promise<LocalEndpoint> {
  const callerOf = signedCallers(roles);
  const server = createServer((request, response) => {
    const answer = async () => {
      const body = await readRequestBody(request);
      const caller = callerOf(request);
      if (!caller) return errors.unrecognizedClient(response);
      await handle(request, response, { caller, body });
    };
    answer().catch((error: unknown) => {
      if (!response.headersSent) errors.failed(response, error as Error);
      else response.destroy();
    });
  });
  return listenOnLoopback(server);
}
