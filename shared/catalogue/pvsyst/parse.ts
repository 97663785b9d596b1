/**
 * The PVsyst component file format (.PAN modules, .OND inverters) as PVsyst 6 to 8 writes it:
 * plain text, one `key=value` per line; a line whose next line is indented further opens a block
 * (`PVObject_Commercial=pvCommercial`, `Converter=TConverter`, `IAMProfile=TCubicProfile`,
 * `Remarks, Count=2`, `OperPoints, list of=3 tOperPoint`), which an `End of …` line closes; each
 * level is indented two more spaces. The file is one block, opened by its first line
 * `PVObject_=pvModule` (or `pvGInverter`, …) and closed by its last.
 *
 * No specification of the format is published; this reader follows the files PVsyst writes, as
 * pvlib-python's `pvlib.iotools.read_panond` does (keys trimmed, so `PInEffMax =150000` is read;
 * lines without `=` kept as keys without a value). Unlike that reader it checks that every block
 * is closed, so a file cut short is refused rather than read in part.
 *
 * The work is bounded before it starts: at most {@link PVSYST_MAX_CHARACTERS} characters, at most
 * {@link PVSYST_MAX_LINES} lines, blocks at most {@link PVSYST_MAX_DEPTH} deep; one pass over
 * the lines, no backtracking pattern.
 */

/** Largest file read. Real files are 2-30 KB; this is ten times the largest seen. [characters] */
export const PVSYST_MAX_CHARACTERS = 256 * 1024;
/** Most lines read (a PAN file has about 100, an OND with three efficiency profiles about 150). */
export const PVSYST_MAX_LINES = 10_000;
/** Deepest nesting of blocks (PVsyst writes at most four levels). */
export const PVSYST_MAX_DEPTH = 8;

/** Why a text is not a readable PVsyst file (message keys of shared/errors/validation-pvsyst.ts). */
export type PvsystRejection =
  | 'pvsystFileEmpty'
  | 'pvsystFileTooLarge'
  | 'pvsystTooManyLines'
  | 'pvsystNotText'
  | 'pvsystNotPvsyst'
  | 'pvsystTooDeep'
  | 'pvsystTruncated'
  | 'pvsystMalformed';

/** A block of the file: the line that opened it, its values and its blocks. */
export interface PvsystBlock {
  /** The opening line's key ('PVObject_Commercial'). */
  key: string;
  /** The opening line's value, the block's type ('pvCommercial', 'TCubicProfile'). */
  type: string;
  /** key → value as written, trimmed ('' for a line without '='); a repeated key keeps its last. */
  values: Map<string, string>;
  /** The blocks inside, in file order. */
  blocks: PvsystBlock[];
}

export type PvsystParse = { ok: true; root: PvsystBlock } | { ok: false; reason: PvsystRejection };

const BYTE_ORDER_MARK = '\ufeff';
const END_LINE = /^End of\b/i;
const ROOT_LINE = /^PVObject_\s*=\s*\S/;

function indentOf(line: string): number {
  let i = 0;
  while (i < line.length && (line[i] === ' ' || line[i] === '\t')) i++;
  return i;
}

/** For each line, the index of the next non-blank line after it (or -1). */
function nextNonBlank(lines: readonly string[]): Int32Array {
  const next = new Int32Array(lines.length).fill(-1);
  let following = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    next[i] = following;
    if (lines[i]!.trim() !== '') following = i;
  }
  return next;
}

function splitLine(trimmed: string): [key: string, value: string] {
  const equals = trimmed.indexOf('=');
  if (equals < 0) return [trimmed, ''];
  return [trimmed.slice(0, equals).trim(), trimmed.slice(equals + 1).trim()];
}

function newBlock(key: string, type: string): PvsystBlock {
  return { key, type, values: new Map(), blocks: [] };
}

/** The text's lines, or why the text is refused before any line is read. */
function linesOf(content: string): string[] | PvsystRejection {
  const text = content.startsWith(BYTE_ORDER_MARK) ? content.slice(1) : content;
  if (text.trim() === '') return 'pvsystFileEmpty';
  if (text.length > PVSYST_MAX_CHARACTERS) return 'pvsystFileTooLarge';
  // A NUL never occurs in a text file: this is a binary file (or UTF-16 read as 8-bit text).
  if (text.includes('\u0000')) return 'pvsystNotText';
  const lines = text.split(/\r\n|\r|\n/);
  return lines.length > PVSYST_MAX_LINES ? 'pvsystTooManyLines' : lines;
}

/**
 * Reads a PVsyst file's text into its blocks.
 *
 * @example
 * const parsed = parsePvsyst('PVObject_=pvModule\n  PNom=550.0\nEnd of PVObject pvModule\n');
 * parsed.ok && parsed.root.values.get('PNom'); // '550.0'
 */
export function parsePvsyst(content: string): PvsystParse {
  const lines = linesOf(content);
  if (typeof lines === 'string') return { ok: false, reason: lines };
  const next = nextNonBlank(lines);
  const first = lines.findIndex((line) => line.trim() !== '');
  if (!ROOT_LINE.test(lines[first]!.trim())) return { ok: false, reason: 'pvsystNotPvsyst' };
  const [rootKey, rootType] = splitLine(lines[first]!.trim());
  const root = newBlock(rootKey, rootType);
  const open: { block: PvsystBlock; indent: number }[] = [{ block: root, indent: indentOf(lines[first]!) }];
  for (let i = next[first]!; i >= 0 && open.length > 0; i = next[i]!) {
    const line = lines[i]!;
    const trimmed = line.trim();
    if (END_LINE.test(trimmed)) {
      open.pop();
      continue;
    }
    const indent = indentOf(line);
    const current = open.at(-1)!;
    // A line at or left of its block's own opening line cannot belong to it: the block was
    // never closed.
    if (indent <= current.indent) return { ok: false, reason: 'pvsystMalformed' };
    const [key, value] = splitLine(trimmed);
    const following = next[i]!;
    if (following >= 0 && indentOf(lines[following]!) > indent) {
      if (open.length >= PVSYST_MAX_DEPTH) return { ok: false, reason: 'pvsystTooDeep' };
      const block = newBlock(key, value);
      current.block.blocks.push(block);
      open.push({ block, indent });
    } else {
      current.block.values.set(key, value);
    }
  }
  // Lines after the root's end are ignored; a block still open means the file was cut short.
  return open.length > 0 ? { ok: false, reason: 'pvsystTruncated' } : { ok: true, root };
}

/** The first block of `type` inside `block` (depth first), or undefined. */
export function findBlock(block: PvsystBlock, type: string): PvsystBlock | undefined {
  for (const child of block.blocks) {
    if (child.type === type) return child;
    const inner = findBlock(child, type);
    if (inner) return inner;
  }
  return undefined;
}

/** A number as PVsyst writes one ('550.0', '-0.340', '1500', '1e3'). */
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The value of `key` as a finite number, or undefined when absent or not a number. */
export function numberValue(block: PvsystBlock | undefined, key: string): number | undefined {
  const text = block?.values.get(key);
  if (text === undefined || !NUMBER.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** The value of `key` as text, or undefined when absent or blank. */
export function textValue(block: PvsystBlock | undefined, key: string): string | undefined {
  const text = block?.values.get(key)?.trim();
  return text ? text : undefined;
}
