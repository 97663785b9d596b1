/** The ids of the tariff presets [TAR-3], apart from their data (index.ts), for schemas and forms. */

export const TARIFF_PRESET_IDS = [
  'guangdong-prd-general-ic',
  'zhejiang-ic',
  'jiangsu-general-ic',
  'shandong-ic-deep-valley',
  'shanghai-general-ic',
  'beijing-general-ic',
  'zhejiang-residential-flat',
  'two-part-template',
] as const;
export type TariffPresetId = (typeof TARIFF_PRESET_IDS)[number];
