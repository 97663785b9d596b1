/**
 * A tariff's JSON form [TAR-1] as a file: written for the user (the CLI's `--tariff` reads the
 * same file) and read back, checked by the shared schema so a refusal names each field.
 */
import { type Tariff, type TariffIssue, validateTariff } from '@pvd/shared/tariff/schema';
import { downloadFile } from '@/lib/download';

/** A file name of the tariff's name: characters a file system refuses become `_`. */
export function tariffFileName(tariff: Pick<Tariff, 'name'>): string {
  const base =
    String(tariff.name)
      .trim()
      .replace(/[\\/:*?"<>|\s]+/g, '_') || 'tariff';
  return `${base}.json`;
}

/** Starts the download of the tariff as indented JSON. */
export function downloadTariff(tariff: Tariff): void {
  const url = URL.createObjectURL(
    new Blob([`${JSON.stringify(tariff, null, 2)}\n`], { type: 'application/json' }),
  );
  downloadFile(url, tariffFileName(tariff));
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export type ReadTariff =
  | { ok: true; tariff: Tariff }
  | { ok: false; notJson: true }
  | { ok: false; notJson: false; issues: TariffIssue[] };

/** The tariff of a file's text, or why it is none (not JSON; the fields the schema refuses). */
export function readTariffText(text: string): ReadTariff {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, notJson: true };
  }
  const checked = validateTariff(json);
  return checked.ok ? checked : { ok: false, notJson: false, issues: checked.issues };
}
