/**
 * The site's files compressed as CloudFront compresses them (its cache policy
 * CACHING_OPTIMIZED with gzip and brotli, infra/stacks/web/distribution.ts), so that what is
 * measured locally is what a user downloads: brotli or gzip by the request's Accept-Encoding
 * (brotli first, as CloudFront prefers it), for text types of 1 000 B to 10 MB (CloudFront's
 * bounds), each file compressed once and kept in memory while it is unchanged.
 */
import { readFileSync, type Stats } from 'node:fs';
import { extname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** CloudFront compresses files of these sizes only. [bytes] */
const MIN_BYTES = 1_000;
const MAX_BYTES = 10_000_000;

/** The site's text types (fonts as woff2 are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.ttf', '.txt', '.xml', '.map']);

/**
 * Brotli quality: 9 keeps a first request for the largest chunk under a few tens of ms and the
 * size within a few % of 11's; every later request is served from memory.
 */
const BROTLI_QUALITY = 9;

/** The encodings a request accepts, with their weights (q=0 refuses one). */
function acceptedWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  return weights;
}

/**
 * The encoding to answer with, or undefined for the file as it is.
 *
 * @example
 * chosenEncoding('gzip, deflate, br'); // 'br'
 * chosenEncoding('gzip;q=1, br;q=0'); // 'gzip'
 */
export function chosenEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = acceptedWeights(acceptEncoding);
  const weightOf = (name: ContentEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  return weightOf('gzip') > 0 ? 'gzip' : undefined;
}

/** Whether CloudFront would compress a file of this name and size. */
export function isCompressible(file: string, bytes: number): boolean {
  return COMPRESSIBLE.has(extname(file).toLowerCase()) && bytes >= MIN_BYTES && bytes <= MAX_BYTES;
}

interface Compressed {
  mtimeMs: number;
  size: number;
  bodies: Partial<Record<ContentEncoding, Buffer>>;
}

const cache = new Map<string, Compressed>();

/**
 * The file's bytes in `encoding`, compressed once while the file is unchanged.
 * @param stat the file's modification time and size, as the caller read them
 */
export function compressedFile(
  file: string,
  encoding: ContentEncoding,
  { mtimeMs, size }: Pick<Stats, 'mtimeMs' | 'size'>,
): Buffer {
  let entry = cache.get(file);
  if (!entry || entry.mtimeMs !== mtimeMs || entry.size !== size) {
    entry = { mtimeMs, size, bodies: {} };
    cache.set(file, entry);
  }
  const kept = entry.bodies[encoding];
  if (kept) return kept;
  const raw = readFileSync(file);
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : gzipSync(raw, { level: 9 });
  entry.bodies[encoding] = body;
  return body;
}
