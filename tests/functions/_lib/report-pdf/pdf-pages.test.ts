import { countPdfPages } from '@pvd/functions/_lib/report-pdf/pdf-pages';
import { describe, expect, it } from 'vitest';

/** A minimal PDF with a page tree (`/Type /Pages`) of `pages` pages, written as Skia writes them. */
function pdfWithPages(pages: number): Uint8Array {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  const objects = [
    '1 0 obj\n<</Type /Catalog\n/Pages 2 0 R>>\nendobj',
    `2 0 obj\n<</Type /Pages\n/Count ${pages}\n/Kids [${kids}]>>\nendobj`,
    ...Array.from(
      { length: pages },
      (_, i) => `${i + 3} 0 obj\n<</Type /Page\n/Parent 2 0 R\n/MediaBox [0 0 595 842]>>\nendobj`,
    ),
  ];
  return new TextEncoder().encode(`%PDF-1.4\n${objects.join('\n')}\n%%EOF\n`);
}

describe('countPdfPages', () => {
  it('counts page objects, not the page tree', () => {
    expect(countPdfPages(pdfWithPages(1))).toBe(1);
    expect(countPdfPages(pdfWithPages(7))).toBe(7);
  });

  it('reads the name with or without the space, and not /PageLabels or /Pages', () => {
    const text = '<</Type/Page>> <</Type /PageLabels>> <</Type /Pages>> <</Type  /Page /Rotate 0>>';
    expect(countPdfPages(new TextEncoder().encode(text))).toBe(2);
  });

  it('is not thrown by binary stream bytes, and finds none in something that is no PDF', () => {
    const binary = new Uint8Array([0xff, 0x00, 0x2f, 0x80, ...pdfWithPages(2), 0xfe]);
    expect(countPdfPages(binary)).toBe(2);
    expect(countPdfPages(new Uint8Array([1, 2, 3]))).toBe(0);
  });
});
