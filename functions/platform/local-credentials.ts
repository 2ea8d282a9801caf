/** Local stand-ins ignore credentials but still expect a signed request. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;
