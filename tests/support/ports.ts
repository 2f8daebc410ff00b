import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A free local port, for a service a test starts later on purpose. */
export function getPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
