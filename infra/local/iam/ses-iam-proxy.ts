/**
 * The SES endpoint the local functions send email through: a proxy in front of aws-ses-v2-local
 * (which ignores IAM) that authorizes each SESv2 SendEmail as AWS would: `ses:SendEmail` on the
 * sender's identity, with the condition key `ses:FromAddress` set to the sender's address, against
 * the calling function's role. Locally the sender's address is the verified identity (AWS uses the
 * address's identity when the address is verified, else its domain's; the stack grants both). A
 * denied send is answered as SES answers it (HTTP 403, AccessDeniedException); an allowed one is
 * passed on unchanged. It passes on SendEmail only, the one call the functions make.
 *
 * SES refuses some addresses for good (one on the suppression list, a hard bounce; a malformed one):
 * locally, a recipient at a domain under the reserved `.invalid` top-level domain is refused the same
 * way (HTTP 400, MessageRejected), so the shop's handling of a refused email can be seen end to end.
 */
import type { ServerResponse } from 'node:http';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from '../template-model.js';
import type { RequiredPermission } from './role-authorizer.js';
import {
  forwardRequest,
  missingPermission,
  notAuthorizedMessage,
  sendAwsJson,
  serveSignedEndpoint,
  UNRECOGNIZED_CLIENT_MESSAGE,
  type IamProxyOptions,
  type LocalEndpoint,
} from './signed-endpoint.js';

export type SesIamProxy = LocalEndpoint;

const SEND_EMAIL_PATH = '/v2/email/outbound-emails';

/**
 * Recipients the local SES refuses as SES's sandbox refuses an unverified recipient (`sandbox+...@`),
 * until an operator verifies the address (CreateEmailIdentity, as `aws sesv2 create-email-identity`
 * does in the cloud): the shop must keep such an email waiting and send it once SES lets it.
 */
export const isSandboxedLocally = (address: string) => /^sandbox\+/i.test(address.trim());

const IDENTITIES_PATH = '/v2/email/identities';

/** Recipients the local SES refuses for good, as SES refuses an address on its suppression list (a sandbox refusal waits instead). */
export const isRefusedLocally = (address: string) => /\.invalid$/i.test(address.trim());

/** An error of SES's REST JSON protocol: the type in `x-amzn-ErrorType`, the text in `message`. */
function sendSesError(response: ServerResponse, status: number, type: string, message: string): void {
  response.setHeader('x-amzn-errortype', type);
  sendAwsJson(response, 'application/json', { message }, status);
}

/** `Shop <shop@tools.test>` or `shop@tools.test` -> `shop@tools.test`. */
function senderAddress(fromEmailAddress: string): string {
  return (fromEmailAddress.match(/<([^>]+)>\s*$/)?.[1] ?? fromEmailAddress).trim();
}

/** What SendEmail needs from the sender's role. */
function sendEmailPermission(fromEmailAddress: string): RequiredPermission {
  const address = senderAddress(fromEmailAddress);
  return {
    action: 'ses:SendEmail',
    resource: `arn:aws:ses:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:identity/${address}`,
    context: { 'ses:FromAddress': address },
  };
}

export function startSesIamProxy(options: IamProxyOptions): Promise<SesIamProxy> {
  const target = new URL(options.target);
  const errors = {
    unrecognizedClient: (response: ServerResponse) => sendSesError(response, 403, 'UnrecognizedClientException', UNRECOGNIZED_CLIENT_MESSAGE),
    failed: (response: ServerResponse, error: Error) => sendSesError(response, 400, 'BadRequestException', error.message),
  };

  const verifiedRecipients = new Set<string>();
  return serveSignedEndpoint(options.roles, errors, async (request, response, { caller, body }) => {
    const path = new URL(request.url ?? '/', 'http://local').pathname;
    if (request.method === 'POST' && path === IDENTITIES_PATH) {
      const { EmailIdentity: identity } = JSON.parse(body.toString('utf8') || '{}') as { EmailIdentity?: unknown };
      if (typeof identity !== 'string' || identity === '') return sendSesError(response, 400, 'BadRequestException', 'EmailIdentity is required');
      const resource = `arn:aws:ses:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:identity/${identity}`;
      const missingGrant = await missingPermission(caller, [{ action: 'ses:CreateEmailIdentity', resource }]);
      if (missingGrant) return sendSesError(response, 403, 'AccessDeniedException', notAuthorizedMessage(caller, missingGrant));
      verifiedRecipients.add(identity.toLowerCase());
      return sendAwsJson(response, 'application/json', { IdentityType: 'EMAIL_ADDRESS', VerifiedForSendingStatus: true });
    }
    if (request.method !== 'POST' || path !== SEND_EMAIL_PATH) {
      return sendSesError(response, 400, 'BadRequestException', `The local SES endpoint passes on SendEmail only, not ${request.method} ${path}`);
    }
    const input = JSON.parse(body.toString('utf8') || '{}') as { FromEmailAddress?: unknown; Destination?: { ToAddresses?: unknown } };
    if (typeof input.FromEmailAddress !== 'string' || input.FromEmailAddress === '') {
      return sendSesError(response, 400, 'BadRequestException', 'FromEmailAddress is required');
    }
    const missing = await missingPermission(caller, [sendEmailPermission(input.FromEmailAddress)]);
    if (missing) return sendSesError(response, 403, 'AccessDeniedException', notAuthorizedMessage(caller, missing));
    const recipients = Array.isArray(input.Destination?.ToAddresses) ? (input.Destination.ToAddresses as unknown[]).map(String) : [];
    const unverified = recipients.filter((address) => isSandboxedLocally(address) && !verifiedRecipients.has(address.trim().toLowerCase()));
    if (unverified.length > 0) {
      return sendSesError(
        response,
        400,
        'MessageRejected',
        `Email address is not verified. The following identities failed the check in region ${LOCAL_REGION.toUpperCase()}: ${unverified.join(', ')}`,
      );
    }
    const refused = recipients.filter(isRefusedLocally);
    if (refused.length > 0) {
      return sendSesError(response, 400, 'MessageRejected', `Address is on the account-level suppression list: ${refused.join(', ')}`);
    }
    forwardRequest(target, request, body, response);
  });
}
