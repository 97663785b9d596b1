/**
 * Stand-ins for the online climate sources: a loopback HTTP server with scripted answers, and
 * answers in the sources' recorded shapes (tests/shared/pv/support/pvgis-year.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ClimateData } from '@pvd/functions/_lib/climate/climate-data';
import { testYear } from '@tests/shared/pv/support/pvgis-year';

export {
  nasaPowerAnswer,
  pvgisTmyAnswer,
  testYear,
  weatherFixture,
} from '@tests/shared/pv/support/pvgis-year';

/** A scripted answer: status and body, optionally after a delay. */
export interface FakeAnswer {
  status: number;
  body: string;
  delayMs?: number;
}

/** A loopback server; `answer` decides each reply from the request path. */
export interface FakeServer {
  url: string;
  /** Paths with query of every request received, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Starts a fake source on 127.0.0.1 (a free port).
 * @param answer the reply to a request path (with its query)
 */
export async function startFakeServer(answer: (path: string) => FakeAnswer): Promise<FakeServer> {
  const requests: string[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/';
    requests.push(path);
    const reply = answer(path);
    const send = () => {
      if (response.destroyed) return;
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(reply.body);
    };
    if (reply.delayMs) setTimeout(send, reply.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address where nothing listens (a port just freed). */
export async function closedPortUrl(): Promise<string> {
  const server = await startFakeServer(() => ({ status: 200, body: '' }));
  await server.close();
  return server.url;
}

/** A resolved climate of that year, as the service would hand it out for PVGIS. */
export function testClimate(): ClimateData {
  const weather = testYear();
  return new ClimateData({ id: 'pvgis-tmy', latitude: 45, longitude: 8 }, () => weather);
}
