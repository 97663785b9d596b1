/**
 * How a report PDF's pages are filled, from each page's text (pdftotext, layout kept) [REP-6]:
 * the pages that hold only a heading or a single line, and the pages the system block diagram's
 * parts lie on, each expected whole on one page (its heading, its nodes down to the grid, its
 * note after the last part).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The text of each page of a PDF file, layout kept. */
export function pageTextsOfFile(file: string): string[] {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  return Array.from({ length: pages }, (_, i) =>
    execFileSync('pdftotext', ['-layout', '-f', String(i + 1), '-l', String(i + 1), file, '-'], {
      encoding: 'utf8',
    }),
  );
}

/** The text of each page of a PDF's bytes. */
export function pageTexts(pdf: Uint8Array): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'pvd-pages-'));
  const file = join(folder, 'report.pdf');
  writeFileSync(file, pdf);
  try {
    return pageTextsOfFile(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A page's lines that hold text. */
export function textLines(page: string): string[] {
  return page.split('\n').filter((line) => line.trim() !== '');
}

/**
 * Fewer lines of text than this on a page is a heading or a line left alone: a heading and its
 * one line (which pdftotext may wrap onto a third), or the last rows of a block cut off the page
 * before (the sign-off's two last lines and the company's heading and line are four). Every
 * section of the report is longer.
 */
export const LONELY_LINES = 6;

/** The pages (1 = the first) whose text is only a heading or a line or two ({@link LONELY_LINES}). */
export function lonelyPages(pages: readonly string[]): number[] {
  return pages.flatMap((page, i) => (textLines(page).length < LONELY_LINES ? [i + 1] : []));
}

/** The words of the block diagram in a report's language. */
export const DIAGRAM_WORDS = {
  'zh-CN': { title: '系统框图', grid: '电网', note: '组串表示为' },
  en: { title: 'System block diagram', grid: 'Grid', note: 'Strings are given as' },
} as const;

/**
 * Where the block diagram's parts lie: for each page with a diagram heading, whether the part is
 * whole on it (the grid, its last column, is on the same page); and the page of the note that
 * ends the last part.
 */
export function diagramPages(pages: readonly string[], language: keyof typeof DIAGRAM_WORDS) {
  const words = DIAGRAM_WORDS[language];
  const headed = pages.flatMap((page, i) =>
    textLines(page).some((line) => line.trim().startsWith(words.title)) ? [i + 1] : [],
  );
  return {
    pages: headed,
    whole: headed.map((page) => pages[page - 1]!.includes(words.grid)),
    notePage: pages.findIndex((page) => page.includes(words.note)) + 1,
  };
}
