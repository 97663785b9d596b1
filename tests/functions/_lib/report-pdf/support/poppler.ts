/** poppler-utils on a PDF written to a temporary file (installed here and by `.ci/run`). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The output of each poppler tool on `pdf` (`pdftotext` to stdout). */
export function popplerReport(pdf: Uint8Array): {
  info: string;
  text: string;
  fonts: string;
  images: string;
} {
  const folder = mkdtempSync(join(tmpdir(), 'pvd-pdf-'));
  const file = join(folder, 'report.pdf');
  writeFileSync(file, pdf);
  try {
    const run = (tool: string, ...args: string[]) =>
      execFileSync(tool, [...args, file], { encoding: 'utf8' });
    return {
      info: run('pdfinfo'),
      text: execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
      fonts: run('pdffonts'),
      images: run('pdfimages', '-list'),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Page size in points from pdfinfo's `Page size: 595.92 x 842.88 pts (A4)`. */
export function pageSizePoints(info: string): { width: number; height: number } {
  const match = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
  if (!match) throw new Error(`no page size in:\n${info}`);
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** The page count pdfinfo reads from the page tree. */
export function pdfinfoPages(info: string): number {
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
}
