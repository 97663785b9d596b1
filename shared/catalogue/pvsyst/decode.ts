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
 */

/** Reads the bytes as text (see the module comment); a UTF-8 byte order mark is dropped. */
export function decodePvsystBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    // The decoder drops a leading byte order mark by itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
