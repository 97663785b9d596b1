/**
 * Validation messages of any input: a field left blank, a text or number out of its bounds, a
 * request body that is not JSON, an upload or image refused. Joined with the others in
 * validation.ts.
 */
import { IMAGE_MAX_MEGAPIXELS, IMAGE_MAX_SIDE_PX } from '../constants/limits';
import type { Culture } from './codes';

export const requestMessages = {
  // Fields of any form.
  required: { 'zh-CN': '此项不能为空', en: 'This field is required' },
  tooLong: { 'zh-CN': '内容过长', en: 'This text is too long' },
  controlCharacters: {
    'zh-CN': '不能包含控制字符、换行或文字方向控制字符',
    en: 'Must not contain control characters, line breaks or text-direction controls',
  },
  tooLarge: { 'zh-CN': '数值过大', en: 'The value is too large' },
  tooSmall: { 'zh-CN': '数值过小', en: 'The value is too small' },
  numberRequired: { 'zh-CN': '请输入数字值', en: 'Please enter a number' },
  integerRequired: { 'zh-CN': '请输入整数', en: 'Please enter a whole number' },
  notNegative: { 'zh-CN': '不能小于 0', en: 'Cannot be less than 0' },
  invalidValue: { 'zh-CN': '取值无效', en: 'Invalid value' },
  invalidType: { 'zh-CN': '类型错误', en: 'Wrong type' },
  unknownField: { 'zh-CN': '不允许的字段', en: 'Unexpected field' },
  // The request itself.
  badJson: { 'zh-CN': '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  bodyNotObject: { 'zh-CN': '请求内容必须是 JSON 对象', en: 'The request body must be a JSON object' },
  contentTypeJson: {
    'zh-CN': '请求内容类型必须是 application/json',
    en: 'The request content type must be application/json',
  },
  // Uploads and images.
  uploadMissing: {
    'zh-CN': '找不到上传的文件，请重新上传',
    en: 'The uploaded file was not found; please upload it again',
  },
  imageTypeInvalid: {
    'zh-CN': '只能上传 PNG、JPEG、GIF 或 WebP 图片',
    en: 'Only PNG, JPEG, GIF or WebP images can be uploaded',
  },
  imageTooLarge: { 'zh-CN': '图片不能超过 2 MB', en: 'The image must not exceed 2 MB' },
  imageUnreadable: {
    'zh-CN': '文件不是可读取的 PNG、JPEG、GIF 或 WebP 图片',
    en: 'The file is not a readable PNG, JPEG, GIF or WebP image',
  },
  imageNotReducible: {
    'zh-CN': '无法在浏览器中将图片缩小到 2 MB 以内：请选择较小的图片，或先用其他软件压缩',
    en: 'The image could not be made smaller than 2 MB in the browser: choose a smaller one, or reduce it first',
  },
  imageTooManyPixels: {
    'zh-CN': `图片尺寸过大：每边最多 ${IMAGE_MAX_SIDE_PX} 像素，总共最多 ${IMAGE_MAX_MEGAPIXELS * 100} 万像素`,
    en: `The image is too large: at most ${IMAGE_MAX_SIDE_PX.toLocaleString('en')} pixels a side and ${IMAGE_MAX_MEGAPIXELS} megapixels in all`,
  },
} as const satisfies Record<string, Record<Culture, string>>;
