/**
 * A preset's name and note in one language [TAR-3]. The presets are data written once for both
 * languages: a name is its Chinese text followed by its English one in ASCII parentheses,
 * `广东珠三角 一般工商业 峰谷分时 (Guangdong Pearl River Delta general I&C TOU)`; a note is the
 * preset's own (English), its Chinese in notes-zh-CN.json under the preset's id.
 */
import type { Culture } from '../../errors/codes';
import type { Tariff } from '../schema';
import type { TariffPresetId } from './ids';
import chineseNotes from './notes-zh-CN.json';

/** Chinese text (full-width brackets allowed), a space, then the English in ASCII parentheses. */
const TWO_LANGUAGES = /^(.*[\u3400-\u9fff].*?)\s*\(([^()\u3400-\u9fff]+)\)\s*$/;

/**
 * The part of a two-language name in `culture`; a name of one language as it is.
 *
 * @example
 * presetName('江苏 一般工商业 峰谷分时 (Jiangsu general I&C TOU)', 'en'); // 'Jiangsu general I&C TOU'
 * presetName('江苏 一般工商业 峰谷分时 (Jiangsu general I&C TOU)', 'zh-CN'); // '江苏 一般工商业 峰谷分时'
 */
export function presetName(name: string, culture: Culture): string {
  const match = TWO_LANGUAGES.exec(name);
  if (!match) return name;
  return culture === 'en' ? match[2]!.trim() : match[1]!.trim();
}

/** The Chinese note of every preset. */
const CHINESE_NOTES: Record<TariffPresetId, string> = chineseNotes;

/**
 * What a preset assumed, in `culture`; undefined without a note.
 *
 * @example
 * presetNote('zhejiang-residential-flat', TARIFF_PRESETS['zhejiang-residential-flat'].note, 'zh-CN'); // '1 kV 以下一户一表，…'
 */
export function presetNote(
  id: TariffPresetId,
  note: string | undefined,
  culture: Culture,
): string | undefined {
  if (note === undefined) return undefined;
  return culture === 'zh-CN' ? CHINESE_NOTES[id] : note;
}

/** A preset's JSON form with its name and note in `culture` (the copy a project shows). */
export function localizedPreset(id: TariffPresetId, tariff: Tariff, culture: Culture): Tariff {
  const note = presetNote(id, tariff.note, culture);
  return { ...tariff, name: presetName(tariff.name, culture), ...(note !== undefined && { note }) };
}
