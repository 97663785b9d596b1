/**
 * Chinese faces for the e2e browser: the Chromium of @sparticuz/chromium ships Open Sans only and
 * this machine has no CJK font, so Chinese pages rendered as blank runs, and their screenshots and
 * layout checks said nothing about Chinese text. @fontsource/noto-sans-sc (the web's dependency)
 * ships its faces as WOFF, which fontconfig does not list; WOFF 1.0 is the TrueType tables, each
 * zlib-compressed, so unpacking them gives the font file back.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_ENTRY_BYTES = 16;

/** The TrueType/OpenType file a WOFF 1.0 file packs (W3C WOFF File Format 1.0, §4-§5). */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = WOFF_HEADER_BYTES + index * WOFF_ENTRY_BYTES;
    const offset = woff.readUInt32BE(at + 4);
    const packed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + packed);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: packed < length ? inflateSync(stored) : stored,
    };
  });
  // The table directory's binary-search fields (OpenType "Table directory").
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY_BYTES;
  const header = Buffer.alloc(SFNT_HEADER_BYTES + SFNT_ENTRY_BYTES * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(count * SFNT_ENTRY_BYTES - searchRange, 10);
  const parts = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const at = SFNT_HEADER_BYTES + index * SFNT_ENTRY_BYTES;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    // Tables start on 4-byte boundaries.
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/**
 * Unpacks Noto Sans SC's regular and bold faces into `dir` (once: about a second) and answers
 * the folder, or null where the package is absent.
 */
export function unpackCjkFonts(repoRoot: string, dir: string): string | null {
  const source = join(repoRoot, 'node_modules/@fontsource/noto-sans-sc/files');
  if (!existsSync(source)) return null;
  if (existsSync(join(dir, 'done'))) return dir;
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(source).filter((name) => /-(400|700)-normal\.woff$/.test(name))) {
    writeFileSync(join(dir, file.replace(/\.woff$/, '.ttf')), sfntOfWoff(readFileSync(join(source, file))));
  }
  writeFileSync(join(dir, 'done'), '');
  return dir;
}
