/**
 * One SSM call, GetParameter of a SecureString, decrypted: signed and sent by the AWS SDK's own
 * parts that every function bundle already loads for DynamoDB (the SigV4 signer, its SHA-256, the
 * Node.js HTTP handler, the environment credentials Lambda gives the role). The SSM client itself
 * would add about 80 KiB to every bundle and 15-18 ms to every cold start (docs/performance.md),
 * for this one call of SSM's JSON protocol (`AmazonSSM.GetParameter`, `application/x-amz-json-1.1`).
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { Sha256 } from '@smithy/core/checksum';
import { HttpRequest } from '@smithy/core/protocols';
import { NodeHttpHandler, streamCollector } from '@smithy/node-http-handler';
import { SignatureV4 } from '@smithy/signature-v4';

/** As the SDK's standard retry mode: 3 attempts for a throttled, failed (5xx) or unreachable call. */
export const SSM_MAX_ATTEMPTS = 3;
const RETRY_BASE_DELAY_MS = 100;
const THROTTLING_ERRORS = new Set(['ThrottlingException', 'TooManyUpdates', 'RequestLimitExceeded']);

/** An error SSM answered: its type (`ParameterNotFound`, `AccessDeniedException`...) and message. */
export class SsmError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status: number,
  ) {
    super(`SSM ${type}: ${message}`);
    this.name = 'SsmError';
  }
}

interface SsmCaller {
  signer: SignatureV4;
  http: NodeHttpHandler;
  endpoint: URL;
}

let caller: SsmCaller | undefined;

/** Built at the first read, not at module load: most requests never read a secret. */
function ssmCaller(): SsmCaller {
  if (caller) return caller;
  const region = process.env.AWS_REGION;
  if (!region) throw new Error('Missing configuration: environment variable AWS_REGION is not set');
  return (caller = {
    signer: new SignatureV4({ service: 'ssm', region, credentials: fromEnv(), sha256: Sha256 }),
    http: new NodeHttpHandler({ connectionTimeout: 3_000, requestTimeout: 5_000 }),
    // The SDK's own override for a service's endpoint; the local stack sets it, the cloud does not.
    endpoint: new URL(process.env.AWS_ENDPOINT_URL_SSM || `https://ssm.${region}.amazonaws.com`),
  });
}

/** The decrypted value of a SecureString parameter (or of a Secrets Manager secret by its SSM reference name). */
export async function readSecureParameter(name: string): Promise<string | undefined> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await getParameterOnce(name);
    } catch (error) {
      if (attempt >= SSM_MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await pause(Math.random() * RETRY_BASE_DELAY_MS * 2 ** (attempt - 1));
    }
  }
}

async function getParameterOnce(name: string): Promise<string | undefined> {
  const { signer, http, endpoint } = ssmCaller();
  const body = JSON.stringify({ Name: name, WithDecryption: true });
  const request = new HttpRequest({
    protocol: endpoint.protocol,
    hostname: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : undefined,
    method: 'POST',
    path: '/',
    headers: {
      host: endpoint.host,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AmazonSSM.GetParameter',
      'content-length': String(Buffer.byteLength(body)),
    },
    body,
  });
  const { response } = await http.handle((await signer.sign(request)) as HttpRequest);
  const text = Buffer.from(await streamCollector(response.body)).toString('utf8');
  const answer = (text ? JSON.parse(text) : {}) as { Parameter?: { Value?: string }; __type?: string; message?: string; Message?: string };
  if (response.statusCode >= 300) {
    // `__type` may be namespaced (`com.amazonaws.ssm#ParameterNotFound`).
    const type = (answer.__type ?? `HTTP ${response.statusCode}`).split('#').pop() as string;
    throw new SsmError(type, answer.message ?? answer.Message ?? '', response.statusCode);
  }
  return answer.Parameter?.Value;
}

function isRetryable(error: unknown): boolean {
  if (error instanceof SsmError) return error.status >= 500 || THROTTLING_ERRORS.has(error.type);
  return !(error instanceof SyntaxError); // a network error or a timeout: the call may go through on another connection
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
