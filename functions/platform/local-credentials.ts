/**
 * What the AWS SDK signs with when a client talks to a local stand-in (DynamoDB Local,
 * aws-ses-v2-local), which ignores credentials but still expects a signed request.
 */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;
