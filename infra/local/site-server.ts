/**
 * The one local port: `/api/<group>/<call>` runs the call's handler (POST only, as deployed),
 * `/api/openapi.json` describes them, `/config.json` configures the web app, and everything else
 * is the built site with index.html for client routes (as CloudFront does).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { openApiDocument } from '@pvd/shared/api/openapi';
import { lambdaContext, loadHandler } from './handlers';
import { readBody, toEvent, writeJson, writeResult } from './http-event';
import { webDist } from './paths';

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
}

async function serveApi(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  if (path === '/api/openapi.json') return writeJson(res, 200, openApiDocument());
  const callName = path.slice('/api/'.length);
  const handler = loadHandler(callName);
  // API Gateway answers routes that do not exist (including other methods) like this.
  if (!handler || req.method !== 'POST') return writeJson(res, 404, { message: 'Not Found' });
  const body = await readBody(req);
  if (body === 'too-large') return writeJson(res, 413, { message: 'Request Entity Too Large' });
  const event = toEvent(req, path, body, `POST ${path}`);
  writeResult(res, await (await handler)(event, lambdaContext(callName.replace('/', '-'))));
}

function serveStatic(res: ServerResponse, path: string, config: SiteConfig): void {
  if (path === '/config.json') {
    writeJson(res, 200, {
      apiBase: '/api',
      googleMapsApiKey: config.googleMapsApiKey,
      stage: 'local',
    });
    return;
  }
  const file = normalize(join(webDist, decodeURIComponent(path)));
  const inside = file.startsWith(webDist) && existsSync(file) && statSync(file).isFile();
  const target = inside ? file : join(webDist, 'index.html');
  if (!existsSync(target)) {
    res
      .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
      .end('The site is not built: run npm run build:web');
    return;
  }
  const immutable = inside && path.startsWith('/assets/');
  res.writeHead(200, {
    'content-type': contentTypes[extname(target)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(target).pipe(res);
}

export function createSiteServer(config: SiteConfig): Server {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    const work = path.startsWith('/api/')
      ? serveApi(req, res, path)
      : Promise.resolve(serveStatic(res, path, config));
    work.catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) writeJson(res, 500, { code: -1, message: 'local runtime error', data: null });
    });
  });
}
