/** aws-ses-v2-local in process: receives the product's mail and shows it at its address (GET /store for tests). */
import type { Server } from 'node:http';
import sesModule from 'aws-ses-v2-local';

// A CommonJS module with `exports.default`: depending on the loader the function is one level down.
const sesServer = ((sesModule as unknown as { default?: typeof sesModule }).default ??
  sesModule) as typeof sesModule;

export interface SesEmulator {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startSesEmulator(port: number): Promise<SesEmulator> {
  const server: Server = await sesServer({ host: '127.0.0.1', port });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
