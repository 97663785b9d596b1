/**
 * The text of a meter data file [LOAD-2]: UTF-8 with or without its byte-order mark, UTF-16
 * with one (Excel's "Unicode text"), else GB18030 (a superset of GBK and GB2312, what Chinese
 * utility portals and Excel on a Chinese Windows write). A file whose text holds NUL or many
 * other control characters is not a table.
 */
import { refuse } from './refusal';

/** Share of control characters above which the bytes are taken for a binary file. */
const MAX_CONTROL_SHARE = 0.01;

function decodeWith(encoding: string, bytes: Uint8Array, fatal: boolean): string | undefined {
  try {
    return new TextDecoder(encoding, { fatal }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Whether a text looks like a binary file: a NUL, or more than 1 % control characters. */
function looksBinary(text: string): boolean {
  const sample = text.length > 65_536 ? text.slice(0, 65_536) : text;
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if (code === 0) return true;
    if (code < 32 && code !== 9 && code !== 10 && code !== 13) control++;
  }
  return control > MAX_CONTROL_SHARE * sample.length;
}

/**
 * The file's text, its byte-order mark removed.
 *
 * @throws MeterFileRefusedError 'notTable' for a binary file.
 * @example
 * decodeText(new Uint8Array([0xca, 0xb1, 0xbc, 0xe4])); // '时间' (GBK)
 */
export function decodeText(bytes: Uint8Array): string {
  let text: string | undefined;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    text = decodeWith('utf-8', bytes.subarray(3), false);
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) text = decodeWith('utf-16le', bytes.subarray(2), false);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = decodeWith('utf-16be', bytes.subarray(2), false);
  else text = decodeWith('utf-8', bytes, true) ?? decodeWith('gb18030', bytes, false);
  if (text === undefined || looksBinary(text)) refuse('notTable');
  return text;
}
