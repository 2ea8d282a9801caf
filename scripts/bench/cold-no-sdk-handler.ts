/**
 * A reference beside the floor: the floor's one GetItem with no SDK at all, a JSON request written
 * by hand and sent with `node:http`. The difference between the two is what the AWS SDK costs a cold
 * request (loading it, building its client, the first call through its middleware). Only for the
 * benchmark, against the local stack's DynamoDB endpoint (the IAM proxy in front of DynamoDB Local),
 * which checks the role named by the key id but not signatures: the request carries the headers
 * DynamoDB reads but is not signed, and nothing else (retries, errors) is handled.
 */
import { request } from 'node:http';

export function handler(): Promise<{ statusCode: number; body: string }> {
  const endpoint = new URL(process.env.AWS_ENDPOINT_URL_DYNAMODB ?? '');
  const body = JSON.stringify({ TableName: process.env.TOOLS_TABLE, Key: { _id: { S: 'cold-floor' } } });
  const headers = {
    'content-type': 'application/x-amz-json-1.0',
    'x-amz-target': 'DynamoDB_20120810.GetItem',
    'x-amz-date': new Date().toISOString().replace(/[-:]|\.\d{3}/g, ''),
    // The local IAM proxy reads the role from the key id; it does not check the signature.
    authorization: `AWS4-HMAC-SHA256 Credential=${process.env.AWS_ACCESS_KEY_ID}/19700101/${process.env.AWS_REGION}/dynamodb/aws4_request, SignedHeaders=host, Signature=unsigned`,
  };
  return new Promise((resolve, reject) => {
    const call = request({ hostname: endpoint.hostname, port: endpoint.port, method: 'POST', path: '/', headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ statusCode: response.statusCode === 200 ? 200 : 502, body: text }));
    });
    call.on('error', reject);
    call.end(body);
  });
}
