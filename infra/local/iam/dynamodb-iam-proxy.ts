/**
 * The DynamoDB endpoint the local functions talk to: a small HTTP proxy in front of DynamoDB Local
 * (which ignores IAM) that authorizes each request as AWS would. The SigV4 Authorization header's
 * access key id names the caller's role, its session token the function; every action and resource
 * the request needs is checked against that role's policies from the template (with the partition
 * keys of the items it touches, for the statements limited to a key prefix). A denied request is
 * answered exactly as DynamoDB answers it (HTTP 400, AccessDeniedException); an allowed one is
 * passed to DynamoDB Local unchanged.
 * It also cancels what meets a transaction in flight on the same item, as DynamoDB does and DynamoDB
 * Local does not (transaction-conflicts.ts).
 */
import type { ServerResponse } from 'node:http';
import { requiredPermissions, type PartitionKeyOf } from './dynamodb-request-actions.js';
import { TransactionConflicts } from './transaction-conflicts.js';
import {
  forwardRequest,
  missingPermission,
  notAuthorizedMessage,
  sendAwsJson,
  sendAwsJsonError,
  serveSignedEndpoint,
  UNRECOGNIZED_CLIENT_MESSAGE,
  type IamProxyOptions,
  type LocalEndpoint,
} from './signed-endpoint.js';

export type DynamoDbIamProxy = LocalEndpoint;

export interface DynamoDbIamProxyOptions extends IamProxyOptions {
  /** Each table's partition-key attribute, by table name: what a request's items give as `dynamodb:LeadingKeys`. */
  partitionKeyOf: PartitionKeyOf;
}

const AMZ_JSON = 'application/x-amz-json-1.0';

export function startDynamoDbIamProxy(options: DynamoDbIamProxyOptions): Promise<DynamoDbIamProxy> {
  const target = new URL(options.target);
  const conflicts = new TransactionConflicts();
  const errors = {
    unrecognizedClient: (response: ServerResponse) =>
      sendAwsJsonError(response, AMZ_JSON, 'com.amazon.coral.service#UnrecognizedClientException', UNRECOGNIZED_CLIENT_MESSAGE),
    failed: (response: ServerResponse, error: Error) => sendAwsJsonError(response, AMZ_JSON, 'com.amazon.coral.validate#ValidationException', error.message),
  };

  return serveSignedEndpoint(options.roles, errors, async (request, response, { caller, body }) => {
    const operation = String(request.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    const parsed = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
    const missing = await missingPermission(caller, requiredPermissions(operation, parsed, options.partitionKeyOf));
    if (missing) return sendAwsJsonError(response, AMZ_JSON, 'com.amazonaws.dynamodb.v20120810#AccessDeniedException', notAuthorizedMessage(caller, missing));
    const check = conflicts.begin(operation, parsed);
    if (check.conflict) return sendAwsJson(response, AMZ_JSON, { __type: check.error.type, ...check.error.body }, 400);
    response.once('close', check.done);
    forwardRequest(target, request, body, response);
  });
}
