/**
 * Validation messages of a project as the editor builds it and the server stores it: base info
 * [WIZ-2], PV arrays and their drawings [WIZ-4], [WIZ-5], inverters and strings [WIZ-7],
 * [WIZ-8], system loss [WIZ-10], the stored record's bounds, copy and share [PRJ-5], the
 * surroundings [SUR-1], [SUR-2], [SUR-8], [SUR-9]. Joined with
 * the others in validation.ts.
 */
import { PROJECT_LIMITS } from '../constants/limits';
import type { Culture } from './codes';

const { drawnAreaSpanM, panelsPerArray, panelsPerProject, obstacles, horizonPoints } = PROJECT_LIMITS;
const en = (count: number) => count.toLocaleString('en-US');

export const projectMessages = {
  // Base info.
  checkProNameFail: { 'zh-CN': '请输入项目名称', en: 'Please enter the project name' },
  checkProOwnerNameFail: { 'zh-CN': '请输入业主名称', en: 'Please enter the owner name' },
  checkProCapacityFail: { 'zh-CN': '请输入装机容量', en: 'Please enter the installation capacity' },
  checkProAddressFail: { 'zh-CN': '请输入项目地址', en: 'Please enter the project address' },
  checkProLongitudeFail: { 'zh-CN': '请输入经度', en: 'Please enter the longitude' },
  checkProLatitudeFail: { 'zh-CN': '请输入纬度', en: 'Please enter the latitude' },
  temperatureOutOfRange: {
    'zh-CN': '温度须在 -50 至 80 °C 之间',
    en: 'The temperature must be from -50 to 80 °C',
  },
  averageOutsideRange: {
    'zh-CN': '平均温度须在最低温度和最高温度之间',
    en: 'The average temperature must lie between the minimum and the maximum',
  },
  // PV arrays and their drawings.
  pvArrayRequired: { 'zh-CN': '至少需要一个光伏阵列', en: 'At least one PV array is required' },
  checkPvarrayName: { 'zh-CN': '光伏阵列名称为空', en: 'PV Array Name is empty' },
  checkPanelChose: { 'zh-CN': '未选择组件', en: 'Please choose a panel' },
  checkPanelCount: { 'zh-CN': '未填写光伏组件数量', en: 'Number of PV modules not selected' },
  pvArrayNotDrawn: { 'zh-CN': '未绘制光伏阵列', en: 'Please draw the PV array on the roof' },
  polygonTooSmall: { 'zh-CN': '阵列区域至少需要 3 个顶点', en: 'A drawn area needs at least 3 corners' },
  tooManyRemovedPanels: {
    'zh-CN': '删除的组件过多，请重新绘制区域',
    en: 'Too many panels were removed; please redraw the area',
  },
  drawnAreaTooLarge: {
    'zh-CN': `绘制区域过大：任意两个顶点之间不能超过 ${drawnAreaSpanM} 米`,
    en: `The drawn area is too large: no two corners may be more than ${en(drawnAreaSpanM)} m apart`,
  },
  drawnAreaTooManyPanels: {
    'zh-CN': `该区域可放置的组件过多（超过 ${panelsPerArray} 块），请缩小区域`,
    en: `Too many panels: the area holds more than ${en(panelsPerArray)}; draw a smaller one`,
  },
  projectTooManyPanels: {
    'zh-CN': `项目的组件过多：所有阵列合计不能超过 ${panelsPerProject} 块`,
    en: `Too many panels: the project's arrays may hold ${en(panelsPerProject)} in all`,
  },
  tooManyPvArrays: { 'zh-CN': '光伏阵列数量已达上限', en: 'The project has the most PV arrays allowed' },
  // Inverters, batteries and strings.
  tooManyInverters: { 'zh-CN': '逆变器数量已达上限', en: 'The project has the most inverters allowed' },
  inverterAlreadySelected: { 'zh-CN': '该逆变器已选择', en: 'This inverter is already selected' },
  inverterUnitsMismatch: {
    'zh-CN': '逆变器台数与组串设计数量不一致',
    en: 'The inverter count does not match the string designs sent',
  },
  tooManyMpptEntries: { 'zh-CN': 'MPPT 数量超出上限', en: 'Too many MPPT inputs' },
  duplicateMppt: { 'zh-CN': '同一 MPPT 出现多次', en: 'The same MPPT appears twice' },
  mpptNotOfModel: { 'zh-CN': '该逆变器没有此 MPPT', en: 'This inverter has no such MPPT input' },
  stringsAboveMpptLimit: {
    'zh-CN': '组串数超过该 MPPT 的最大组串数',
    en: 'More strings than this MPPT input takes',
  },
  pvArrayNotInProject: { 'zh-CN': '所选光伏阵列不存在', en: 'The chosen PV array is not in the project' },
  batteryRequired: { 'zh-CN': '请为每台逆变器选择电池', en: 'Please choose a battery for every inverter' },
  batteryCountOutOfRange: {
    'zh-CN': '电池数量须在该电池的最小和最大数量之间',
    en: 'The battery count must lie between the battery’s minimum and maximum',
  },
  batteryNotOfSeries: {
    'zh-CN': '所选电池不适用于该逆变器系列',
    en: 'The chosen battery does not fit this inverter series',
  },
  inverterTypeMismatch: {
    'zh-CN': '逆变器类型与项目类型不符（储能项目须使用储能逆变器）',
    en: 'The inverter type does not fit the project type (storage projects take storage inverters)',
  },
  // System loss.
  lossSumTooLarge: { 'zh-CN': '损失比例之和已超过100%', en: 'the sum of the loss ratio has exceeded 100%' },
  // The stored project.
  duplicateId: { 'zh-CN': '编号重复', en: 'The same id appears twice' },
  projectTypeMismatch: {
    'zh-CN': '项目类型与请求不符',
    en: 'The project type does not match this call',
  },
  catalogueItemGone: {
    'zh-CN': '所选元件已不存在，请重新选择',
    en: 'The chosen item no longer exists; please choose again',
  },
  storedProjectUnreadable: {
    'zh-CN': '该项目保存的数据超出当前限制或已损坏，无法打开；可以删除该项目',
    en: 'This project was stored beyond today’s limits or is damaged, so it cannot be opened; you can delete it',
  },
  // Copy and share.
  projectNameRequired: { 'zh-CN': '请输入新项目名称', en: 'Please enter the new project name' },
  shareEmailRequired: { 'zh-CN': '请输入接收人的登录邮箱', en: 'Please enter the recipient’s login e-mail' },
  shareToSelf: { 'zh-CN': '不能分享给自己', en: 'You cannot share a project with yourself' },
  shareRecipientNotFound: {
    'zh-CN': '没有使用此邮箱的已激活用户账号',
    en: 'No activated user account has this login e-mail',
  },
  // The project's surroundings (obstacles and far horizon).
  obstacleTooFewPoints: {
    'zh-CN': '障碍物的点数不足（方块至少 3 个角点，墙至少 2 个点）',
    en: 'The obstacle has too few points (a box needs 3 corners, a wall 2 points)',
  },
  obstacleShapeInvalid: {
    'zh-CN': '障碍物的形状无效（轮廓自相交或面积为零）',
    en: 'The obstacle’s shape is not usable (its outline crosses itself or has no area)',
  },
  tooManyObstacles: {
    'zh-CN': `障碍物过多：每个项目最多 ${obstacles} 个`,
    en: `Too many obstacles: a project may have ${obstacles}`,
  },
  horizonNoPoints: { 'zh-CN': '远处地平线至少需要一个点', en: 'The far horizon needs at least one point' },
  tooManyHorizonPoints: {
    'zh-CN': `远处地平线的点过多：最多 ${horizonPoints} 个`,
    en: `The far horizon has too many points: at most ${horizonPoints}`,
  },
  horizonFileUnreadable: {
    'zh-CN': '无法读取该地平线文件（支持 PVGIS 的 CSV 或 JSON，或两列 horizon_azimuth,horizon_elevation）',
    en: 'The horizon file could not be read (PVGIS CSV or JSON, or two columns horizon_azimuth,horizon_elevation)',
  },
  horizonFileTooLarge: { 'zh-CN': '地平线文件不能超过 1 MB', en: 'The horizon file must not exceed 1 MB' },
  horizonFileValueOutOfRange: {
    'zh-CN': '地平线文件中的方位角须在 0 到 360° 之间，高度角须在 -90 到 90° 之间',
    en: 'In the horizon file, azimuths must lie between 0 and 360° and elevations between -90 and 90°',
  },
  horizonAzimuthRange: {
    'zh-CN': '方位角须在 0 到 360° 之间',
    en: 'The azimuth must lie between 0 and 360°',
  },
  horizonElevationRange: {
    'zh-CN': '高度角须在 −90 到 90° 之间',
    en: 'The elevation must lie between −90 and 90°',
  },
  horizonServiceUnavailable: {
    'zh-CN': '暂时无法从 PVGIS 获取地平线（网络不可用或服务无响应），请稍后重试或上传地平线文件',
    en: 'The horizon could not be fetched from PVGIS (no network or no answer); try again later or upload a horizon file',
  },
  horizonServiceNoData: {
    'zh-CN': 'PVGIS 没有该位置的地平线数据',
    en: 'PVGIS has no horizon for this location',
  },
} as const satisfies Record<string, Record<Culture, string>>;
