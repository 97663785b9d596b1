/**
 * What a rendered report PDF holds, read with poppler (pdfinfo, pdffonts, pdftotext; installed by
 * `.ci/run`): its pages and their size, its fonts, the text of each page and how far down it goes;
 * and a report exported from the project list, read so.
 */
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';

export interface PdfFacts {
  pages: number;
  /** Size of the first page. [pt] */
  widthPt: number;
  heightPt: number;
  /** Fonts as pdffonts lists them: name and whether embedded. */
  fonts: { name: string; embedded: boolean }[];
  /** The text of each page (pdftotext, layout kept). */
  pageTexts: string[];
  /**
   * How far down each page its text reaches, as a share of the page's height (pdftotext's word
   * boxes; the charts' axis labels are text too): about 0.3 is a page two-thirds empty.
   */
  filledShares: number[];
}

function run(tool: string, args: string[]): string {
  return execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function fontsOf(file: string): PdfFacts['fonts'] {
  // Columns: name type encoding emb sub uni object ID; the name never holds a space.
  return run('pdffonts', [file])
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      const flags = columns.slice(-5, -2);
      return { name: columns[0]!, embedded: flags[0] === 'yes' };
    });
}

function filledShares(file: string): number[] {
  const shares: number[] = [];
  let height = 0;
  for (const line of run('pdftotext', ['-bbox', file, '-']).split('\n')) {
    const page = /<page width="[\d.]+" height="([\d.]+)"/.exec(line);
    if (page) {
      height = Number(page[1]);
      shares.push(0);
      continue;
    }
    const word = /yMax="([\d.]+)"/.exec(line);
    if (word && shares.length > 0)
      shares[shares.length - 1] = Math.max(shares.at(-1)!, Number(word[1]) / height);
  }
  return shares;
}

export function readPdf(file: string): PdfFacts {
  const info = run('pdfinfo', [file]);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info);
  const pageTexts = Array.from({ length: pages }, (_, i) =>
    run('pdftotext', ['-layout', '-f', String(i + 1), '-l', String(i + 1), file, '-']),
  );
  return {
    filledShares: filledShares(file),
    pages,
    widthPt: Number(size?.[1]),
    heightPt: Number(size?.[2]),
    fonts: fontsOf(file),
    pageTexts,
  };
}

/**
 * Exports a project's report from the project list (its row's export button, by its accessible
 * name), saves the PDF as `file` and answers the text of each page.
 */
export async function exportedPdfPages(
  page: Page,
  siteUrl: string,
  exportButton: string,
  file: string,
): Promise<string[]> {
  await page.goto(`${siteUrl}/user/project/list`);
  // A cold render unpacks and starts Chromium on the server first.
  const download = page.waitForEvent('download', { timeout: 90_000 });
  await page.getByRole('button', { name: exportButton }).click();
  await (await download).saveAs(file);
  return readPdf(file).pageTexts;
}
