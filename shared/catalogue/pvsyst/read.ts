/**
 * Reads a PVsyst component file's text into the product's panel or inverter fields, with the
 * warnings a reviewer needs; or says why it is not a readable .PAN or .OND file. Pure: the
 * call component/readPvsystFile, the web's tests and the zip import of system panels use it.
 */
import { inverterFromPvsyst } from './inverter';
import { moduleFromPvsyst } from './module';
import { type PvsystBlock, type PvsystRejection, parsePvsyst, textValue } from './parse';
import type { PvsystInverter, PvsystInverterExtras, PvsystModuleExtras, PvsystPanel } from './shapes';
import type { PvsystWarning } from './warnings';

export type PvsystKind = 'module' | 'inverter';

/** Why a file was refused: the parser's reasons, a wrong extension or another kind of object. */
export type PvsystFileRejection = PvsystRejection | 'pvsystFileType' | 'pvsystWrongObject';

export interface PvsystFileRead {
  kind: PvsystKind;
  /** PVsyst's version as the file states it ('7.2'), or null. */
  version: string | null;
  panel?: PvsystPanel;
  moduleExtras?: PvsystModuleExtras;
  inverter?: PvsystInverter;
  inverterExtras?: PvsystInverterExtras;
  warnings: PvsystWarning[];
}

export type PvsystFileResult =
  | { ok: true; read: PvsystFileRead }
  | { ok: false; reason: PvsystFileRejection };

/** The PVsyst versions whose files this reader follows (major version). */
const CHECKED_MAJOR_VERSIONS = { first: 6, last: 8 };

const OBJECT_KINDS: Readonly<Record<string, PvsystKind>> = {
  pvModule: 'module',
  pvGInverter: 'inverter',
  pvInverter: 'inverter',
};

/** The kind a file name claims ('.PAN' module, '.OND' inverter), any case. */
export function kindOfFileName(fileName: string): PvsystKind | undefined {
  const extension = /\.(pan|ond)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (extension === 'pan') return 'module';
  return extension === 'ond' ? 'inverter' : undefined;
}

function versionWarnings(version: string | undefined): PvsystWarning[] {
  if (version === undefined) return [{ key: 'versionMissing' }];
  const major = Number.parseInt(version, 10);
  const checked = major >= CHECKED_MAJOR_VERSIONS.first && major <= CHECKED_MAJOR_VERSIONS.last;
  return checked ? [] : [{ key: 'versionUnchecked', params: { version } }];
}

function readObject(root: PvsystBlock, kind: PvsystKind): Omit<PvsystFileRead, 'version'> {
  if (kind === 'module') {
    const { panel, extras, warnings } = moduleFromPvsyst(root);
    return { kind, panel, moduleExtras: extras, warnings };
  }
  const { inverter, extras, warnings } = inverterFromPvsyst(root);
  return { kind, inverter, inverterExtras: extras, warnings };
}

/**
 * Reads a .PAN or .OND file's text (decoded by `decodePvsystBytes`). The kind comes from the
 * content; a name that claims the other kind only adds a warning.
 *
 * @example
 * const result = readPvsystText('ET-M772BH550GL.PAN', text);
 * result.ok && result.read.panel?.peakpower; // 550
 */
export function readPvsystText(fileName: string, content: string): PvsystFileResult {
  const named = kindOfFileName(fileName);
  if (!named) return { ok: false, reason: 'pvsystFileType' };
  const parsed = parsePvsyst(content);
  if (!parsed.ok) return parsed;
  const kind = OBJECT_KINDS[parsed.root.type];
  if (!kind) return { ok: false, reason: 'pvsystWrongObject' };
  const version = textValue(parsed.root, 'Version');
  const read = readObject(parsed.root, kind);
  const misnamed: PvsystWarning[] =
    named === kind ? [] : [{ key: kind === 'module' ? 'panNamedOnd' : 'ondNamedPan' }];
  return {
    ok: true,
    read: {
      ...read,
      version: version ?? null,
      warnings: [...misnamed, ...versionWarnings(version), ...read.warnings],
    },
  };
}
