/**
 * Builds the report's font: Noto Sans SC 400 and 700 cut to the characters a Chinese or English
 * report uses (ASCII, Latin-1, general and CJK punctuation, full-width forms, the GB 2312 set:
 * 6 763 hanzi and its symbols), one woff2 per weight, written to
 * `web/src/features/report/fonts/` and committed, with the SIL Open Font License beside them.
 *
 * Why not @fontsource's faces alone: they come as about a hundred unicode-range faces per weight;
 * matching the report's Chinese runs against them made the page's first layout 178-374 ms
 * (Chromium trace, 974 layout objects; 15 ms without them) and the PDF embedded a font per face
 * used (17 and more). With one face per weight the warm report call went from 2.12 s to 1.39 s
 * median (`npm run bench -- report`, 2026-11-26) and the PDF embeds two fonts. @fontsource's
 * faces stay behind it in the font stack for a character outside GB 2312 (a rare name, say).
 *
 * The tools are not dependencies of the project (the sources are 92 MB of TTF): install them
 * aside and point FONT_TOOLS at them:
 *   npm install --prefix /tmp/fonttools subset-font@2.9.0 @expo-google-fonts/noto-sans-sc@0.4.3
 *   FONT_TOOLS=/tmp/fonttools npx tsx scripts/build-report-font.ts
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const repoRoot = new URL('..', import.meta.url).pathname;
const outDir = join(repoRoot, 'web/src/features/report/fonts');
const tools = process.env.FONT_TOOLS;
if (!tools)
  throw new Error('FONT_TOOLS must name the folder the font tools were installed in (see the header)');
const toolRequire = createRequire(join(tools, 'node_modules/'));
const sources = join(tools, 'node_modules/@expo-google-fonts/noto-sans-sc');
type Subset = (font: Buffer, text: string, options: { targetFormat: 'woff2' }) => Promise<Buffer>;
const subsetFont = toolRequire('subset-font') as Subset;

/** The characters of code points `from`..`to`. */
function range(from: number, to: number): string {
  let text = '';
  for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return text;
}

/** Every character of GB 2312 (rows 0xA1-0xF7, cells 0xA1-0xFE), decoded as GBK. */
function gb2312(): string {
  const decoder = new TextDecoder('gbk', { fatal: false });
  let text = '';
  for (let row = 0xa1; row <= 0xf7; row++) {
    for (let cell = 0xa1; cell <= 0xfe; cell++) {
      const char = decoder.decode(new Uint8Array([row, cell]));
      if (char !== '\ufffd') text += char;
    }
  }
  return text;
}

const characters = [
  range(0x20, 0x7e), // ASCII
  range(0xa0, 0xff), // Latin-1: °, ±, ×, ÷, ·
  range(0x2000, 0x206f), // general punctuation: – — ‘ ’ “ ” … ‰
  range(0x2100, 0x214f), // letterlike: ℃, №
  range(0x2190, 0x21ff), // arrows
  range(0x2200, 0x22ff), // mathematical operators: ≤ ≥ ≈
  range(0x3000, 0x303f), // CJK symbols and punctuation
  range(0xff00, 0xffef), // full-width forms
  '²³₂₄€¥',
  gb2312(),
].join('');

for (const [weight, file] of [
  [400, '400Regular/NotoSansSC_400Regular.ttf'],
  [700, '700Bold/NotoSansSC_700Bold.ttf'],
] as const) {
  const woff2 = await subsetFont(readFileSync(join(sources, file)), characters, { targetFormat: 'woff2' });
  writeFileSync(join(outDir, `report-sans-${weight}.woff2`), woff2);
  console.log(`report-sans-${weight}.woff2: ${(woff2.byteLength / 1024).toFixed(0)} KB`);
}
copyFileSync(join(sources, 'LICENSE_FONT'), join(outDir, 'OFL.txt'));
console.log(`${[...new Set(characters)].length} characters`);
