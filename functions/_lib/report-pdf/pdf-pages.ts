/**
 * How many pages a PDF holds, read from its page objects: every page is a dictionary with
 * `/Type /Page` (the page-tree nodes are `/Type /Pages`). Chromium's Skia writer keeps object
 * dictionaries uncompressed (no object streams), so the objects can be counted in the bytes.
 */

/** `/Type /Page` not followed by another name character (`/Pages` is a tree node, not a page). */
const PAGE_OBJECT = /\/Type\s*\/Page(?![A-Za-z0-9_])/g;

/** The number of page objects in `pdf` (0 when there are none, e.g. not a PDF). */
export function countPdfPages(pdf: Uint8Array): number {
  // latin1 maps every byte to one character, so binary streams cannot break the text apart.
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  return text.match(PAGE_OBJECT)?.length ?? 0;
}
