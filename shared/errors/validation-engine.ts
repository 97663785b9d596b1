/**
 * Validation messages of the energy engine and its climate: a design too large or incomplete to
 * simulate, and a weather file refused [ENG-1]. Joined with the others in validation.ts.
 */
import type { Culture } from './codes';

export const engineMessages = {
  // The design asked of the engine.
  tooManyArrays: { 'zh-CN': '阵列或逆变器数量过多', en: 'Too many arrays or inverters' },
  projectIncomplete: {
    'zh-CN': '项目未完成，无法生成报告',
    en: 'The project is not complete, so its report cannot be made',
  },
  engineWorkTooLarge: {
    'zh-CN': '设计过大，无法一次计算（阵列或直流输入过多）',
    en: 'The design is too large to simulate at once (too many arrays or DC inputs)',
  },
  arrayPowerRequired: {
    'zh-CN': '请填写阵列峰值功率，或组件峰值功率和组件数量',
    en: 'Give the array peak power, or the panel peak power and the panel count',
  },
  // Weather files.
  weatherFileTypeInvalid: {
    'zh-CN': '气象文件只能是 .epw、.csv、.json 或 .tm2 格式',
    en: 'The weather file must be .epw, .csv, .json or .tm2',
  },
  weatherFileTooLarge: { 'zh-CN': '气象文件不能超过 5 MB', en: 'The weather file must not exceed 5 MB' },
  weatherFileUnreadable: {
    'zh-CN': '无法读取该气象文件（支持 EPW、TMY3、TMY2、NSRDB PSM 和 PVGIS TMY）',
    en: 'The weather file could not be read (EPW, TMY3, TMY2, NSRDB PSM and PVGIS TMY are supported)',
  },
  weatherFileNotFullYear: {
    'zh-CN': '气象文件须包含完整一年的逐时或逐半小时数据',
    en: 'The weather file must hold a whole year of hourly or half-hourly records',
  },
  weatherFileNotFound: {
    'zh-CN': '该气象文件不存在或已被删除',
    en: 'This weather file does not exist or was deleted',
  },
  weatherFileUnusable: {
    'zh-CN': '该气象文件已无法读取，请删除后重新上传',
    en: 'This weather file can no longer be read; delete it and upload it again',
  },
} as const satisfies Record<string, Record<Culture, string>>;
