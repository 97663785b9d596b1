/**
 * The one local port: `/api/<group>/<call>` runs the call's handler (POST only, as deployed),
 * `/api/openapi.json` describes them, `/config.json` configures the web app, and everything else
 * is the built site with index.html for client routes (as CloudFront does), compressed by the
 * request's Accept-Encoding as CloudFront compresses it (compressed-file.ts), hashed assets cached
 * for a year and the rest revalidated. Every response carries the site's security headers
 * (infra/config/security-headers.ts, as CloudFront's policy).
 *
 * The port is bound first (its address is in SITE_URL) but answers 503 with Retry-After until
 * {@link SiteServer.open} is called, when the emulators, the table and the seeds are ready. No
 * request can stop the process: a malformed one gets 400, a fault 500.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { openApiDocument } from '@pvd/shared/api/openapi';
import { webDist } from '../config/paths';
import { type CspSources, localSecurityHeaders } from '../config/security-headers';
import { chosenEncoding, compressedFile, isCompressible } from './compressed-file';
import { lambdaContext, loadHandler } from './handlers';
import { readBody, toEvent, writeJson, writeResult } from './http-event';
import type { RouteThrottle } from './route-throttle';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface SiteConfig {
  /** Google Maps key for the map views; without one the plan view is used. */
  googleMapsApiKey: string | null;
  /** Origin of the data bucket (the S3 emulator), allowed by the Content-Security-Policy. */
  dataBucketOrigin: CspSources['dataBucketOrigin'];
  /** What the API calls receive as CloudFront's origin secret (the handlers' ORIGIN_SECRET). */
  originSecret: string;
  /**
   * The stage's throttling, answering 429 as API Gateway does; none in the tests and the bench,
   * which measure the handlers, not the limits (their runs share one runtime).
   */
  throttle?: RouteThrottle;
  /** The built site's folder; default web/dist (tests serve their own). */
  siteRoot?: string;
}

export interface SiteServer {
  server: Server;
  /** Starts serving the site and the API (until then every request answers 503). */
  open(config: SiteConfig): void;
}

/** A request the server cannot read (a malformed percent-encoding, say). */
class BadRequestError extends Error {
  override name = 'BadRequestError';
}

function decodedPath(req: IncomingMessage): string {
  try {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    return decodeURIComponent(path);
  } catch (cause) {
    throw new BadRequestError('malformed request path', { cause });
  }
}

async function serveApi(req: IncomingMessage, res: ServerResponse, path: string, config: SiteConfig) {
  if (path === '/api/openapi.json') return writeJson(res, 200, openApiDocument());
  const callName = path.slice('/api/'.length);
  const handler = loadHandler(callName);
  // API Gateway answers routes that do not exist (including other methods) like this.
  if (!handler || req.method !== 'POST') return writeJson(res, 404, { message: 'Not Found' });
  if (config.throttle && !config.throttle.take(callName)) {
    return writeJson(res, 429, { message: 'Too Many Requests' });
  }
  const body = await readBody(req);
  if (body === 'too-large') return writeJson(res, 413, { message: 'Request Entity Too Large' });
  const event = toEvent(req, path, body, `POST ${path}`, config.originSecret);
  writeResult(res, await (await handler)(event, lambdaContext(callName.replace('/', '-'))));
}

function serveStatic(req: IncomingMessage, res: ServerResponse, path: string, config: SiteConfig): void {
  if (path === '/config.json') {
    writeJson(res, 200, { apiBase: '/api', googleMapsApiKey: config.googleMapsApiKey, stage: 'local' });
    return;
  }
  const root = config.siteRoot ?? webDist;
  const file = normalize(join(root, path));
  const inside = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
  const target = inside ? file : join(root, 'index.html');
  if (!existsSync(target)) {
    res
      .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
      .end('The site is not built: run npm run build:web');
    return;
  }
  const immutable = inside && path.startsWith('/assets/');
  const headers = {
    'content-type': contentTypes[extname(target)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  const stat = statSync(target);
  const compressible = isCompressible(target, stat.size);
  const encoding = compressible ? chosenEncoding(req.headers['accept-encoding']) : undefined;
  if (!encoding) {
    res.writeHead(200, compressible ? { ...headers, vary: 'accept-encoding' } : headers);
    createReadStream(target).pipe(res);
    return;
  }
  const body = compressedFile(target, encoding, stat);
  res.writeHead(200, {
    ...headers,
    'content-encoding': encoding,
    'content-length': String(body.length),
    vary: 'accept-encoding',
  });
  res.end(body);
}

async function serve(req: IncomingMessage, res: ServerResponse, config: SiteConfig): Promise<void> {
  const path = decodedPath(req);
  if (path.startsWith('/api/')) return serveApi(req, res, path, config);
  serveStatic(req, res, path, config);
}

function answerFault(res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof BadRequestError) {
    writeJson(res, 400, { code: -1, message: 'Bad Request', data: null });
    return;
  }
  console.error(error);
  writeJson(res, 500, { code: -1, message: 'local runtime error', data: null });
}

export function createSiteServer(): SiteServer {
  let config: SiteConfig | undefined;
  let headers: Record<string, string> = { 'x-content-type-options': 'nosniff' };
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (!config) {
      res.setHeader('retry-after', '1');
      writeJson(res, 503, { code: -1, message: 'The local runtime is starting', data: null });
      return;
    }
    // Everything, synchronous throws included, ends in an answer: a request never stops the process.
    serve(req, res, config).catch((error: unknown) => answerFault(res, error));
  });
  // Requests Node cannot even parse (bad request line, oversized headers) get 400, not a crash.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
  });
  const open = (ready: SiteConfig) => {
    headers = localSecurityHeaders({ ...ready, googleMaps: ready.googleMapsApiKey !== null });
    config = ready;
  };
  return { server, open };
}
