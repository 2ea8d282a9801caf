/** The bodies of requests to the local servers (the API server, the payment stand-in, the AWS endpoints). */
import type { IncomingMessage } from 'node:http';

/** The whole body, as bytes. */
export function readRequestBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', reject);
  });
}

/**
 * The body as text, or undefined when it is larger than `limitBytes` (by its content-length, or once that
 * much has arrived): reading stops there and the rest is read and dropped, so that the server's
 * answer (a 413) reaches a client that is still sending. Past twice the limit dropped, the
 * connection is cut.
 */
export function readRequestTextUpTo(request: IncomingMessage, limitBytes: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => void discardRest(request, 2 * limitBytes).then(() => resolve(undefined));
    if (Number(request.headers['content-length']) > limitBytes) return tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= limitBytes) {
        chunks.push(chunk);
        return;
      }
      request.off('data', onData);
      request.off('end', onEnd);
      tooLarge();
    };
    const onEnd = () => resolve(Buffer.concat(chunks).toString('utf8'));
    request.on('data', onData);
    request.once('end', onEnd);
    request.once('error', reject);
  });
}

/** Reads and drops the rest of a body; resolves when it has ended, or once more than `cutAfterBytes` were dropped (the connection is then cut). */
function discardRest(request: IncomingMessage, cutAfterBytes: number): Promise<void> {
  return new Promise((resolve) => {
    let dropped = 0;
    request.on('data', (chunk: Buffer) => {
      dropped += chunk.byteLength;
      if (dropped > cutAfterBytes) {
        request.destroy();
        resolve();
      }
    });
    request.once('end', resolve);
    request.once('error', () => resolve());
    request.resume();
  });
}
