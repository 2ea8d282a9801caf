/**
 * Fails fast, naming the port and its role, when a port the local stack needs is already taken
 * (typically by another `npm start`): otherwise a readiness check could talk to the other stack.
 */
import { createServer } from 'node:net';

function isFree(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** Probes the wildcard and the IPv4 loopback address, where the local servers listen. */
export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  const taken: string[] = [];
  for (const [role, port] of Object.entries(ports)) {
    if (!(await isFree(port)) || !(await isFree(port, '127.0.0.1'))) taken.push(`${port} (${role})`);
  }
  if (taken.length > 0) {
    throw new Error(
      `Port ${taken.join(', ')} ${taken.length === 1 ? 'is' : 'are'} already in use. ` +
        'Is another `npm start` (or a test run) still running? Stop it, or free the port, and try again.',
    );
  }
}
