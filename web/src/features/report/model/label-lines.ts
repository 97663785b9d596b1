/**
 * A label broken into lines that fit a width, for SVG text, which does not wrap by itself (the
 * block diagram's boxes). Widths are estimated from the characters: a CJK or full-width
 * character is about one em wide, a Latin letter or digit about 0.6 em (the report's sans).
 */

/** Share of the font size a narrow (Latin, digit, space) character takes. */
const NARROW_EM = 0.6;

/** CJK ideographs and punctuation, kana, Hangul and full-width forms: about one em wide. */
const WIDE_RANGES =
  '\\u1100-\\u115f\\u2e80-\\ua4cf\\uac00-\\ud7a3\\uf900-\\ufaff\\ufe30-\\ufe4f\\uff00-\\uff60\\uffe0-\\uffe6';
const WIDE = new RegExp(`[${WIDE_RANGES}]`);
/** A wide character, a word with the spaces after it, or spaces. */
const PIECE = new RegExp(`[${WIDE_RANGES}]|[^\\s${WIDE_RANGES}]+\\s*|\\s+`, 'g');

/** Estimated width of `text` at `fontPx`. [px] */
export function textWidthPx(text: string, fontPx: number): number {
  let em = 0;
  for (const char of text) em += WIDE.test(char) ? 1 : NARROW_EM;
  return em * fontPx;
}

/** Pieces a line may break between: words (with their space) and single wide characters. */
function pieces(text: string): string[] {
  return text.match(PIECE) ?? [];
}

/** `text` cut to `widthPx` with an ellipsis. */
function cut(text: string, widthPx: number, fontPx: number): string {
  let kept = '';
  for (const char of text) {
    if (textWidthPx(`${kept}${char}…`, fontPx) > widthPx) break;
    kept += char;
  }
  return `${kept.trimEnd()}…`;
}

/**
 * The lines of `text` within `widthPx` at `fontPx`, broken between words (or between CJK
 * characters), at most `maxLines`; only what still does not fit is cut, with an ellipsis.
 *
 * @example
 * labelLines('Pylontech US5000', 90, 11); // ['Pylontech', 'US5000']
 */
export function labelLines(text: string, widthPx: number, fontPx: number, maxLines = 2): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces(text.trim())) {
    const next = `${line}${piece}`;
    if (line === '' || textWidthPx(next.trimEnd(), fontPx) <= widthPx) {
      line = next;
      continue;
    }
    lines.push(line.trimEnd());
    line = piece.trimStart();
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = cut(lines.slice(maxLines - 1).join(' '), widthPx, fontPx);
    return kept;
  }
  return lines.map((each) => (textWidthPx(each, fontPx) > widthPx ? cut(each, widthPx, fontPx) : each));
}
