/**
 * A preset's name in one language [TAR-3]. The presets are data written once for both languages:
 * a name is its Chinese text followed by its English one in ASCII parentheses,
 * `广东珠三角 一般工商业 峰谷分时 (Guangdong Pearl River Delta general I&C TOU)`.
 */
import type { Culture } from '../../errors/codes';

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
