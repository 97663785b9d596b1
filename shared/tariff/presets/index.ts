/**
 * The tariff presets [TAR-3]: data files beside this one, each with its source (issuing body,
 * document, address where known) and date, and a note of what was assumed
 * (docs/tariff-presets.md says the same for every preset).
 */
import type { Tariff } from '../schema';
import beijing from './beijing-general-ic.json';
import guangdong from './guangdong-prd-general-ic.json';
import type { TariffPresetId } from './ids';
import jiangsu from './jiangsu-general-ic.json';
import shandong from './shandong-ic-deep-valley.json';
import shanghai from './shanghai-general-ic.json';
import twoPart from './two-part-template.json';
import zhejiang from './zhejiang-ic.json';
import zhejiangResidential from './zhejiang-residential-flat.json';

/** Every preset by its id (the file's name). */
export const TARIFF_PRESETS = {
  'guangdong-prd-general-ic': guangdong,
  'zhejiang-ic': zhejiang,
  'jiangsu-general-ic': jiangsu,
  'shandong-ic-deep-valley': shandong,
  'shanghai-general-ic': shanghai,
  'beijing-general-ic': beijing,
  'zhejiang-residential-flat': zhejiangResidential,
  'two-part-template': twoPart,
} as const satisfies Record<TariffPresetId, Tariff>;

export type { TariffPresetId };
