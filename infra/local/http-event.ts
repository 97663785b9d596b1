/** Node HTTP requests as API Gateway HTTP API (payload 2.0) events, and results back. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { originHeaders } from '@pvd/functions/_lib/config/resources';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';

/** API Gateway's own payload limit. [bytes] */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The body, or 'too-large' as soon as it passes API Gateway's limit. The rest of a body too large
 * is still read, and dropped: a request left half-read stalls its keep-alive connection (Node
 * parses the next request only after this one's body), which the client then saw reset at the
 * keep-alive timeout instead of answered. Node's request timeout bounds how long that can last.
 */
export function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_PAYLOAD_BYTES) chunks.push(chunk);
      else if (!tooLarge) {
        tooLarge = true;
        chunks.length = 0;
        resolve('too-large');
      }
    });
    req.on('end', () => resolve(size > MAX_PAYLOAD_BYTES ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * The event API Gateway would pass, with the headers CloudFront adds in front of it (over any of
 * the same name the client sent): the connection's address as the viewer's, and the origin secret.
 */
export function toEvent(
  req: IncomingMessage,
  path: string,
  body: Buffer,
  routeKey: string,
  originSecret: string,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const sourceIp = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
  headers[originHeaders.viewerIp] = sourceIp;
  headers[originHeaders.originSecret] = originSecret;
  const now = Date.now();
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? '127.0.0.1',
      domainPrefix: 'local',
      requestId: `${now}-${Math.random().toString(36).slice(2)}`,
      routeKey,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
      http: {
        method: req.method ?? 'POST',
        path,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
    },
    body: body.toString('utf8'),
    isBase64Encoded: false,
  };
}

export function writeResult(res: ServerResponse, result: APIGatewayProxyResultV2): void {
  if (typeof result === 'string') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(result);
    return;
  }
  res.writeHead(result.statusCode ?? 200, result.headers as Record<string, string>);
  res.end(result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? ''));
}

export function writeJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(value));
}
