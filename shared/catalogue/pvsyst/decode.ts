/**
 * The text of a PVsyst component file from its bytes. The browser reads the file and sends its
 * text, and the zip import reads each entry, both through this one function, so the server's
 * reader only ever sees text.
 *
 * PVsyst 7 and 8 write UTF-8 (often with a byte order mark); PVsyst 6 and files edited on a
 * Western Windows are in the Windows ANSI code page, 1252. Bytes that are valid UTF-8 are read
 * as UTF-8; anything else as Windows-1252, which maps every byte to a character, so decoding
 * never fails. A UTF-16 file (with its byte order mark) is read as such. Files in another
 * ANSI code page (GBK on a Chinese Windows) cannot be told from Windows-1252 by their bytes:
 * their non-ASCII letters come out wrong and the reviewer sees it in the filled form.
 *
 * Windows-1252 is decoded here, not by `TextDecoder('windows-1252')`: Node's decoder reads that
 * label as ISO-8859-1 (0x80 becomes U+0080, not '€'), unlike browsers and the WHATWG Encoding
 * Standard, and the zip import decodes on the server.
 */

/**
 * Bytes 0x80-0x9F of Windows-1252 (WHATWG Encoding Standard, index-windows-1252); the other bytes
 * are their own code points. The five bytes Windows leaves unassigned map to themselves.
 */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

/** The bytes read as Windows-1252. */
export function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const codes = Array.from(bytes.subarray(start, start + CHUNK), (byte) =>
      byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_HIGH[byte - 0x80]! : byte,
    );
    text += String.fromCharCode(...codes);
  }
  return text;
}

/** Reads the bytes as text (see the module comment); a UTF-8 byte order mark is dropped. */
export function decodePvsystBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    // The decoder drops a leading byte order mark by itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}
