/**
 * `npm run smoke -- <WebUrl> <ApiUrl>`: the post-deploy smoke test (smoke-test.ts) against a deployed
 * stage. Reads STAGE and AWS_REGION (the pipeline sets both) to name what it runs against,
 * SMOKE_ADMIN_EMAIL / SMOKE_ADMIN_PASSWORD (an admin of the shop), SMOKE_CUSTOMER_EMAIL /
 * SMOKE_CUSTOMER_PASSWORD (a customer whose verified address is on SES's mailbox simulator), and SMOKE_EMAILS_TABLE (the stage's
 * emails table): the receipt counts as accepted by SES when the shop's sent-email record of it
 * (`<orderId>#receipt`) is 'sent', i.e. SES's SendEmail to the mailbox simulator answered OK.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { runSmokeTest, SmokeFailure } from './smoke-test.js';

const [webUrl, apiUrl] = process.argv.slice(2).filter((argument) => argument !== '--');
if (!webUrl || !apiUrl) {
  console.error('usage: npm run smoke -- <WebUrl> <ApiUrl>   (the stack outputs of `cdk deploy`)');
  process.exit(2);
}

const stage = process.env.STAGE ?? '(STAGE not set)';
const region = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? '(AWS_REGION not set)';
const emailsTable = process.env.SMOKE_EMAILS_TABLE;
const admin =
  process.env.SMOKE_ADMIN_EMAIL && process.env.SMOKE_ADMIN_PASSWORD
    ? { email: process.env.SMOKE_ADMIN_EMAIL, password: process.env.SMOKE_ADMIN_PASSWORD }
    : undefined;

const customer =
  process.env.SMOKE_CUSTOMER_EMAIL && process.env.SMOKE_CUSTOMER_PASSWORD
    ? { email: process.env.SMOKE_CUSTOMER_EMAIL, password: process.env.SMOKE_CUSTOMER_PASSWORD }
    : undefined;
if (!customer) console.log('SMOKE_CUSTOMER_EMAIL / SMOKE_CUSTOMER_PASSWORD are not set: a throwaway account orders, and the shop sends it no receipt');

console.log(`Smoke test of stage ${stage} in region ${region}: ${webUrl} (API ${apiUrl})`);

const documents = emailsTable ? DynamoDBDocumentClient.from(new DynamoDBClient({})) : undefined;
const receiptAccepted = async ({ orderId }: { orderId: string }): Promise<boolean> => {
  if (!documents || !emailsTable) throw new Error('SMOKE_EMAILS_TABLE is not set (the stage emails table, where the shop records each email SES accepted)');
  const { Item } = await documents.send(new GetCommand({ TableName: emailsTable, Key: { _id: `${orderId}#receipt` } }));
  if (Item?.state === 'refused') throw new Error(`SES refused the receipt: ${String(Item.reason)}`);
  return Item?.state === 'sent';
};

runSmokeTest(webUrl, apiUrl, { log: (line) => console.log(line), admin, customer, receiptAccepted }).then(
  () => console.log(`Smoke test of ${stage} (${region}) passed.`),
  (error: unknown) => {
    const where = error instanceof SmokeFailure ? ` at step "${error.step}"` : '';
    console.error(`Smoke test of ${stage} (${region}) FAILED${where}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
