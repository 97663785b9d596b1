/**
 * Validation messages of the catalogue and the personal library: system inverters [CAT-4],
 * panels [CAT-1], batteries [CAT-7], cable materials [CAT-3] and the spreadsheet imports [CAT-6].
 * Joined with the others in validation.ts.
 */
import type { Culture } from './codes';

export const catalogueMessages = {
  // System inverters.
  modelNameRequired: { 'zh-CN': '机型不能为空', en: 'The model name cannot be empty' },
  modelNameExists: { 'zh-CN': '已存在该机型', en: 'This model already exists' },
  inverterNumberRequired: { 'zh-CN': '逆变器编号不能为空', en: 'The inverter model number cannot be empty' },
  inverterSelectionRequired: { 'zh-CN': '请选择逆变器', en: 'Please select an inverter' },
  imageRequired: { 'zh-CN': '未选择图片', en: 'No image selected' },
  noInverterTicked: { 'zh-CN': '未选择任意逆变器', en: 'No inverter is ticked' },
  perMpptInvalidNumber: {
    'zh-CN': '请输入以“/”分隔的数字',
    en: "Enter numbers separated by '/'",
  },
  perMpptCountMismatch: {
    'zh-CN': '请填写一个值，或按 MPPT 数量逐个填写',
    en: 'Give one value, or one value per MPPT',
  },
  rangeMinAboveMax: { 'zh-CN': '最小值不能大于最大值', en: 'The minimum cannot be greater than the maximum' },
  mustBePositive: { 'zh-CN': '必须大于 0', en: 'Must be greater than 0' },
  ratedAboveMaxAcPower: {
    'zh-CN': '额定交流输出功率不能大于最大交流输出功率',
    en: 'The rated AC output power cannot exceed the maximum AC power',
  },
  europeanAboveMaxEfficiency: {
    'zh-CN': '欧洲效率不能大于最大效率',
    en: 'The European efficiency cannot exceed the maximum efficiency',
  },
  percentOutOfRange: { 'zh-CN': '须在 0 到 100 之间', en: 'Must be between 0 and 100' },
  // Panels.
  mppVoltageAboveVoc: {
    'zh-CN': '最大功率点电压必须小于开路电压',
    en: 'The MPP voltage must be less than the open-circuit voltage',
  },
  mppCurrentAboveIsc: {
    'zh-CN': '最大功率点电流必须小于短路电流',
    en: 'The MPP current must be less than the short-circuit current',
  },
  efficiencyMismatch: {
    'zh-CN': '组件效率与峰值功率 ÷（组件面积 × 1000 W/m²）不符，相差超过 1.5 个百分点',
    en: 'The efficiency does not match peak power ÷ (panel area × 1000 W/m²): it is off by more than 1.5 percentage points',
  },
  tempCoefficientVocRange: {
    'zh-CN': '开路电压温度系数须为负值，在 -1 到 0 %/℃ 之间',
    en: 'The Voc temperature coefficient must be negative, between -1 and 0 %/℃',
  },
  tempCoefficientIscRange: {
    'zh-CN': '短路电流温度系数须在 0 到 0.2 %/℃ 之间',
    en: 'The Isc temperature coefficient must be between 0 and 0.2 %/℃',
  },
  tempCoefficientPmaxRange: {
    'zh-CN': '功率温度系数须为负值，在 -1 到 0 %/℃ 之间',
    en: 'The Pmax temperature coefficient must be negative, between -1 and 0 %/℃',
  },
  panelSelectionRequired: { 'zh-CN': '请至少选择一个组件', en: 'Please select at least one panel' },
  defaultPanelNotDeletable: { 'zh-CN': '默认组件不能删除', en: 'The default panel cannot be deleted' },
  // Batteries, system and common.
  batteryModelRequired: { 'zh-CN': '电池型号名称不能为空', en: 'The battery model name cannot be empty' },
  batteryBrandRequired: { 'zh-CN': '电池品牌不能为空', en: 'The battery brand cannot be empty' },
  batteryCapacityRequired: { 'zh-CN': '电池容量不能为空', en: 'The battery capacity cannot be empty' },
  batteryMaxCountRequired: {
    'zh-CN': '最大并/串联数量不能为空',
    en: 'The maximum number in parallel/series cannot be empty',
  },
  batteryMinCountRequired: {
    'zh-CN': '最小并/串联数量不能为空',
    en: 'The minimum number in parallel/series cannot be empty',
  },
  batteryTypeRequired: { 'zh-CN': '电池类型不能为空', en: 'The battery type cannot be empty' },
  batteryCapacityNegative: { 'zh-CN': '电池容量不能小于0', en: 'The battery capacity cannot be less than 0' },
  batteryMaxCountNegative: {
    'zh-CN': '最大并/串联数不能小于0',
    en: 'The maximum number in parallel/series cannot be less than 0',
  },
  batteryMinCountNegative: {
    'zh-CN': '最小并/串联数量不能小于0',
    en: 'The minimum number in parallel/series cannot be less than 0',
  },
  batteryMinAboveMax: {
    'zh-CN': '最小并/串联数量不能大于最大并/串联数量',
    en: 'The minimum number in parallel/series cannot exceed the maximum',
  },
  batteryModelBrandExists: {
    'zh-CN': '已存在该电池型号和品牌',
    en: 'A battery of this model and brand already exists',
  },
  inverterSeriesRequired: { 'zh-CN': '逆变器系列不能为空', en: 'The inverter series cannot be empty' },
  inverterSeriesUnknown: {
    'zh-CN': '逆变器目录中没有该系列的逆变器，请检查拼写或先导入该系列的逆变器',
    en: 'No inverter of this series is in the catalogue; check the spelling or import its inverters first',
  },
  // Cable materials.
  materialRequired: { 'zh-CN': '材料名称不能为空', en: 'The material name cannot be empty' },
  resistivityRequired: { 'zh-CN': '电阻率不能为空', en: 'The resistivity cannot be empty' },
  resistivityNumeric: { 'zh-CN': '电阻率必须为数字', en: 'The resistivity must be a number' },
  resistivityPositive: { 'zh-CN': '电阻率必须大于 0', en: 'The resistivity must be greater than 0' },
  materialNameExists: { 'zh-CN': '已存在该材料名称', en: 'A material of this name already exists' },
  defaultMaterialNotDeletable: {
    'zh-CN': '默认材料不能删除',
    en: 'The default material cannot be deleted',
  },
  // Any item, imports and templates.
  itemNotFound: { 'zh-CN': '该记录不存在或已被删除', en: 'This item does not exist or was deleted' },
  templateEmpty: { 'zh-CN': '模板文件为空', en: 'The template file is empty' },
  templateOnlyExample: {
    'zh-CN':
      '文件中只有模板的示例行（型号以 EXAMPLE- 开头的行不会导入），未导入任何数据；请在示例行下方填写要导入的数据',
    en: 'The file holds only the template’s example row (rows whose model begins with EXAMPLE- are never imported), so nothing was imported; add your rows below it',
  },
  spreadsheetTypeInvalid: {
    'zh-CN': '导入文件只能是 .xls 或 .xlsx 格式',
    en: 'The import file must be .xls or .xlsx',
  },
  spreadsheetContentInvalid: {
    'zh-CN': '文件内容不是 Excel 表格（.xls 或 .xlsx），请检查是否只是改了扩展名',
    en: 'The file’s content is not an Excel spreadsheet (.xls or .xlsx); was only its name changed?',
  },
  spreadsheetTooLarge: { 'zh-CN': '导入文件不能超过 10 MB', en: 'The import file must not exceed 10 MB' },
  spreadsheetUnreadable: {
    'zh-CN': '无法读取该表格文件',
    en: 'The spreadsheet could not be read',
  },
  spreadsheetExpandsTooMuch: {
    'zh-CN': '表格文件解压后过大，已拒绝',
    en: 'The spreadsheet expands to more than is allowed and was refused',
  },
  spreadsheetTooManyRows: { 'zh-CN': '表格行数过多', en: 'The spreadsheet has too many rows' },
  spreadsheetUnknownColumn: {
    'zh-CN': '表格含有模板之外的列',
    en: 'The spreadsheet has columns that are not in the template',
  },
  spreadsheetMissingColumn: {
    'zh-CN': '表格缺少模板中的必填列',
    en: 'The spreadsheet lacks required columns of the template',
  },
  panelsAlreadyImported: { 'zh-CN': '部分组件已导入', en: 'Some panels were already imported' },
  batteriesAlreadyImported: { 'zh-CN': '部分电池已导入', en: 'Some batteries were already imported' },
  duplicateInFile: { 'zh-CN': '与文件中的另一行重复', en: 'Repeats another row of the file' },
} as const satisfies Record<string, Record<Culture, string>>;
