/**
 * The floor of the cold-request measurement: the least a function can do, one DynamoDB GetItem
 * through the same SDK clients, bundled the same way as every function. A function's cold request
 * is reported as a ratio to this one, measured in the same run on the same machine.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

// As a function's client is made in the cloud: the endpoint, region and credentials from the environment.
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 3 }));

export async function handler(): Promise<{ statusCode: number; body: string }> {
  const { Item } = await client.send(new GetCommand({ TableName: process.env.TOOLS_TABLE, Key: { _id: 'cold-floor' } }));
  return { statusCode: 200, body: JSON.stringify(Item ?? null) };
}
