/**
 * A meter file's bytes as a table [LOAD-2], judged by content, never by name alone: an .xlsx
 * (ZIP) or .xls (OLE2) spreadsheet, an HTML table (what some portals save as .xls), else text
 * split by its delimiter.
 */
import { METER_FILE_LIMITS } from '../../constants/limits';
import type { Table } from './cells';
import { decodeText } from './decode';
import { splitDelimited } from './delimited';
import { refuse } from './refusal';
import { isHtmlTable, readSpreadsheet, spreadsheetFormat } from './spreadsheet';

/**
 * The table of a file. Its name only breaks a tie of the delimiters (`.tsv`): what a file is,
 * its bytes tell (portals save text and web pages as .xls).
 *
 * @throws MeterFileRefusedError 'empty', 'tooLarge', 'notTable', 'tooManyRows', 'tooManyColumns'.
 */
export function tableOf(bytes: Uint8Array, fileName = ''): Table {
  if (bytes.byteLength === 0) refuse('empty');
  if (bytes.byteLength > METER_FILE_LIMITS.maxBytes) refuse('tooLarge');
  const format = spreadsheetFormat(bytes);
  if (format) return readSpreadsheet(bytes, format);
  const text = decodeText(bytes);
  if (text.trim() === '') refuse('empty');
  if (isHtmlTable(text)) return readSpreadsheet(text, 'html');
  return splitDelimited(text, fileName);
}
