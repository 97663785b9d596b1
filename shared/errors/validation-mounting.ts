/**
 * Validation messages of an array's mounting (fixed, east-west, single-axis tracker), its rear
 * side and the project's ground albedo [MNT-1] [MNT-2] [MNT-3] [MNT-4]. Joined with the others in
 * validation.ts.
 */
import { MOUNTING_LIMITS } from '../constants/limits';
import type { Culture } from './codes';

const { eastWestTiltMaxDeg, eastWestGapMaxM, trackerAxisTiltMaxDeg, trackerMaxAngleDeg, gcrMin, gcrMax } =
  MOUNTING_LIMITS;

export const mountingMessages = {
  mountingKindInvalid: {
    'zh-CN': '请选择安装方式（固定、东西向或单轴跟踪）',
    en: 'Choose a mounting: fixed, east-west or single-axis tracker',
  },
  eastWestTiltTooLarge: {
    'zh-CN': `东西向支架每侧的倾角须在 0 到 ${eastWestTiltMaxDeg}° 之间`,
    en: `Each half of an east-west rack must be tilted 0 to ${eastWestTiltMaxDeg}°`,
  },
  eastWestGapRange: {
    'zh-CN': `东西向单元之间的间隙须在 0 到 ${eastWestGapMaxM} 米之间`,
    en: `The gap between east-west units must be 0 to ${eastWestGapMaxM} m`,
  },
  trackerAxisAzimuthRange: {
    'zh-CN': '跟踪轴方位角须在 0 到 360° 之间',
    en: 'The tracker axis azimuth must be 0 to 360°',
  },
  trackerAxisTiltRange: {
    'zh-CN': `跟踪轴倾角须在 0 到 ${trackerAxisTiltMaxDeg}° 之间`,
    en: `The tracker axis tilt must be 0 to ${trackerAxisTiltMaxDeg}°`,
  },
  trackerMaxAngleRange: {
    'zh-CN': `最大旋转角须在 1 到 ${trackerMaxAngleDeg}° 之间`,
    en: `The maximum rotation must be 1 to ${trackerMaxAngleDeg}°`,
  },
  gcrRange: {
    'zh-CN': `地面覆盖率须在 ${gcrMin} 到 ${gcrMax} 之间`,
    en: `The ground coverage ratio must be ${gcrMin} to ${gcrMax}`,
  },
  bifacialHeightTooLow: {
    'zh-CN': '组件中心离地高度须大于 0，且组件下沿不能低于地面',
    en: 'The height of the panels’ centre must be above 0 and keep their lower edge above the ground',
  },
  rearFactorRange: {
    'zh-CN': '背面遮挡/失配系数和透射系数须在 −1 到 0 之间',
    en: 'The rear shading/mismatch and transmission factors must be −1 to 0',
  },
  bifacialEastWest: {
    'zh-CN': '东西向支架暂不支持双面组件的背面计算',
    en: 'The rear side of bifacial panels is not modelled on east-west racks',
  },
  albedoRange: {
    'zh-CN': '地面反照率须在 0 到 1 之间',
    en: 'The ground albedo must be 0 to 1',
  },
  albedoMonths: {
    'zh-CN': '逐月反照率须填写 12 个月的数值',
    en: 'A monthly albedo needs one value for each of the 12 months',
  },
} as const satisfies Record<string, Record<Culture, string>>;
