/**
 * The DynamoDB endpoint the local functions talk to: a small HTTP proxy in front of DynamoDB Local
 * (which ignores IAM) that authorizes each request as AWS would. The SigV4 Authorization header's
 * access key id names the caller's role, its session token the function; every action and resource
 * the request needs is checked against that role's policies from the template. A denied request is
 * answered exactly as DynamoDB answers it (HTTP 400, AccessDeniedException); an allowed one is
 * passed to DynamoDB Local unchanged.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_ACCOUNT_ID } from '../template-model.js';
import { requiredPermissions } from './dynamodb-request-actions.js';
import { roleAuthorizer, type LocalRole, type RoleAuthorizer } from './role-authorizer.js';

export interface DynamoDbIamProxy {
  url: string;
  stop(): Promise<void>;
}

export interface DynamoDbIamProxyOptions {
  /** DynamoDB Local's URL. */
  target: string;
  /** Access key id -> role. */
  roles: ReadonlyMap<string, LocalRole>;
}

const AMZ_JSON = 'application/x-amz-json-1.0';

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', reject);
  });
}

function sendError(response: ServerResponse, type: string, message: string): void {
  const body = JSON.stringify({ __type: type, message });
  response.writeHead(400, { 'content-type': AMZ_JSON, 'content-length': Buffer.byteLength(body), 'x-amzn-requestid': 'local' });
  response.end(body);
}

/** `AWS4-HMAC-SHA256 Credential=<key id>/<date>/<region>/dynamodb/aws4_request, ...` -> the key id. */
function accessKeyId(authorization: string | undefined): string | undefined {
  return authorization?.match(/Credential=([^/,\s]+)\//)?.[1];
}

function forward(target: URL, request: IncomingMessage, body: Buffer, response: ServerResponse): void {
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

export async function startDynamoDbIamProxy(options: DynamoDbIamProxyOptions): Promise<DynamoDbIamProxy> {
  const target = new URL(options.target);
  const authorizers = new Map<string, RoleAuthorizer>();
  const authorizerFor = (keyId: string, role: LocalRole) => {
    let authorizer = authorizers.get(keyId);
    if (!authorizer) authorizers.set(keyId, (authorizer = roleAuthorizer(role)));
    return authorizer;
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const keyId = accessKeyId(request.headers.authorization);
    const role = keyId ? options.roles.get(keyId) : undefined;
    if (!keyId || !role) {
      return sendError(response, 'com.amazon.coral.service#UnrecognizedClientException', 'The security token included in the request is invalid.');
    }
    const operation = String(request.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    const parsed = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
    const authorize = authorizerFor(keyId, role);
    const session = String(request.headers['x-amz-security-token'] ?? 'local');
    for (const permission of requiredPermissions(operation, parsed)) {
      if (await authorize(permission)) continue;
      return sendError(
        response,
        'com.amazonaws.dynamodb.v20120810#AccessDeniedException',
        `User: arn:aws:sts::${LOCAL_ACCOUNT_ID}:assumed-role/${role.roleName}/${session} is not authorized to perform: ${permission.action} on resource: ${permission.resource} because no identity-based policy allows the ${permission.action} action`,
      );
    }
    forward(target, request, body, response);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendError(response, 'com.amazon.coral.validate#ValidationException', (error as Error).message);
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
