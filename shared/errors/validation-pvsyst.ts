/**
 * Why a PVsyst component file or a zip of them was refused (code 119), joined with the other
 * validation messages in validation.ts. The warnings of a file that was read are in
 * shared/catalogue/pvsyst/warnings.ts.
 */
import type { Culture } from './codes';

export const pvsystMessages = {
  pvsystFileType: {
    'zh-CN': '只能读取 PVsyst 组件文件（.PAN）或逆变器文件（.OND）',
    en: 'Only PVsyst module (.PAN) and inverter (.OND) files can be read',
  },
  pvsystFileEmpty: { 'zh-CN': '文件为空', en: 'The file is empty' },
  pvsystFileTooLarge: {
    'zh-CN': '文件超过 256 KB，不是 PVsyst 组件或逆变器文件',
    en: 'The file is larger than 256 KB, which no PVsyst module or inverter file is',
  },
  pvsystTooManyLines: {
    'zh-CN': '文件行数过多，不是 PVsyst 组件或逆变器文件',
    en: 'The file has too many lines for a PVsyst module or inverter file',
  },
  pvsystNotText: {
    'zh-CN': '文件不是文本文件，不是 PVsyst 组件或逆变器文件',
    en: 'The file is not a text file, so not a PVsyst module or inverter file',
  },
  pvsystNotPvsyst: {
    'zh-CN': '文件不是以 PVObject_= 开头，不是 PVsyst 导出的文件',
    en: 'The file does not begin with PVObject_=, so PVsyst did not write it',
  },
  pvsystWrongObject: {
    'zh-CN': '这是 PVsyst 的其他类型文件，不是组件（pvModule）或逆变器（pvGInverter）',
    en: 'This PVsyst file holds another kind of object, not a module (pvModule) or an inverter (pvGInverter)',
  },
  pvsystTooDeep: {
    'zh-CN': '文件的嵌套层级过深，无法读取',
    en: 'The file’s blocks are nested too deep to be read',
  },
  pvsystTruncated: {
    'zh-CN': '文件不完整：有数据块没有以 End of 结束，请从 PVsyst 重新导出',
    en: 'The file is cut short: a block has no End of line; export it from PVsyst again',
  },
  pvsystMalformed: {
    'zh-CN': '文件的缩进与数据块不一致，无法读取',
    en: 'The file’s indentation does not match its blocks, so it cannot be read',
  },
  spreadsheetOrPanZipTypeInvalid: {
    'zh-CN': '导入文件只能是 .xls、.xlsx，或装有 PVsyst .PAN 文件的 .zip 压缩包',
    en: 'The import file must be .xls, .xlsx or a .zip of PVsyst .PAN files',
  },
  pvsystZipEmpty: {
    'zh-CN': '压缩包中没有 .PAN 文件',
    en: 'The zip archive holds no .PAN file',
  },
  pvsystZipTooMany: {
    'zh-CN': '压缩包中的 .PAN 文件过多（最多 500 个）',
    en: 'The zip archive holds too many .PAN files (at most 500)',
  },
  pvsystNotModule: {
    'zh-CN': '该文件是逆变器文件，不是组件文件',
    en: 'This file holds an inverter, not a module',
  },
  pvsystNotInverter: {
    'zh-CN': '该文件是组件文件，不是逆变器文件',
    en: 'This file holds a module, not an inverter',
  },
} as const satisfies Record<string, Record<Culture, string>>;
