/**
 * The local stand-in for Amazon SES: aws-ses-v2-local, in this process. The functions send to it
 * with the same SESv2 SendEmail call as in the cloud; its page lists the mail, `GET /store` returns it as JSON.
 */
import type { Server } from 'node:http';
import * as sesLocal from 'aws-ses-v2-local';

export interface EmailServer {
  url: string;
  stop(): Promise<void>;
}

type StartServer = (config: { host: string; port: number }) => Promise<Server>;

export async function startEmailServer(port: number, host = '127.0.0.1'): Promise<EmailServer> {
  // A CommonJS package: its default export arrives as `default` or `default.default` depending on the loader.
  const exported = sesLocal.default as unknown as StartServer | { default: StartServer };
  const start = typeof exported === 'function' ? exported : exported.default;
  const server = await start({ host, port });
  return {
    url: `http://${host}:${port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
