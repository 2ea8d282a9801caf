/**
 * What the local stand-ins for AWS endpoints share (the DynamoDB and SES IAM proxies, the SSM
 * parameter store): a loopback HTTP server, the passing on of an allowed request, the caller read from the request's SigV4 signature (its access
 * key id names the role, its session token the function), that role's decisions, and AWS's own
 * words for a refusal.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback, type LoopbackServer } from '../loopback-server.js';
import { LOCAL_ACCOUNT_ID } from '../template-model.js';
import { roleAuthorizer, type LocalRole, type RequiredPermission, type RoleAuthorizer } from './role-authorizer.js';

export type LocalEndpoint = LoopbackServer;

/** Who signed a request: the role its access key id names, and the function (the session). */
export interface SignedCaller {
  role: LocalRole;
  session: string;
  authorize: RoleAuthorizer;
}

export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', reject);
  });
}

/** `AWS4-HMAC-SHA256 Credential=<key id>/<date>/<region>/<service>/aws4_request, ...` -> the key id. */
function accessKeyId(authorization: string | undefined): string | undefined {
  return authorization?.match(/Credential=([^/,\s]+)\//)?.[1];
}

/** Finds the caller of a signed request among the roles (access key id -> role); undefined for an unknown key. */
export function signedCallers(roles: ReadonlyMap<string, LocalRole>): (request: IncomingMessage) => SignedCaller | undefined {
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

/**
 * Serves `handle` on 127.0.0.1 at a free port. A handler that throws is answered with the
 * protocol's validation error (or the connection is dropped if it had begun answering).
 */
export function serveOnLoopback(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  onError: (response: ServerResponse, error: Error) => void,
): Promise<LocalEndpoint> {
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) onError(response, error as Error);
      else response.destroy();
    });
  });
  return listenOnLoopback(server);
}
