/**
 * Validation messages shared by the forms (web) and the handlers (118 answers). Zod schemas in
 * `shared/api` use these keys as their messages; both sides translate a key with
 * {@link validationMessage}, so a rule and its text are written once.
 */
import type { Culture } from './codes';

const messages = {
  required: { 'zh-CN': '此项不能为空', en: 'This field is required' },
  emailRequired: { 'zh-CN': '请输入邮箱', en: 'please enter email' },
  emailInvalid: { 'zh-CN': '请输入正确的邮箱地址', en: 'Please Input The Correct Email Address' },
  passwordRequired: { 'zh-CN': '请输入密码', en: 'Please enter the password' },
  passwordTooShort: { 'zh-CN': '密码至少 8 个字符', en: 'The password needs at least 8 characters' },
  passwordTooLong: { 'zh-CN': '密码最多 128 个字符', en: 'The password can have at most 128 characters' },
  passwordConfirmRequired: { 'zh-CN': '请确认密码', en: 'Please confirm the password' },
  passwordMismatch: { 'zh-CN': '两次输入的密码不一致', en: 'The entered password is different' },
  passwordEmptyByMaintain: { 'zh-CN': '密码不能为空', en: 'password cannot be empty' },
  timezoneRequired: { 'zh-CN': '请选择时区', en: 'Please select a time zone' },
  tooLong: { 'zh-CN': '内容过长', en: 'This text is too long' },
  numberRequired: { 'zh-CN': '请输入数字值', en: 'Please enter a number' },
  integerRequired: { 'zh-CN': '请输入整数', en: 'Please enter a whole number' },
  notNegative: { 'zh-CN': '不能小于 0', en: 'Cannot be less than 0' },
  emailTitleRequired: { 'zh-CN': '邮件标题不能为空', en: 'email title cannot be empty' },
  emailContentRequired: { 'zh-CN': '邮件内容不能为空', en: 'email content cannot be empty' },
  badJson: { 'zh-CN': '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  uploadMissing: {
    'zh-CN': '找不到上传的文件，请重新上传',
    en: 'The uploaded file was not found; please upload it again',
  },
  invalidValue: { 'zh-CN': '取值无效', en: 'Invalid value' },
  invalidType: { 'zh-CN': '类型错误', en: 'Wrong type' },
  unknownField: { 'zh-CN': '不允许的字段', en: 'Unexpected field' },
  imageTypeInvalid: {
    'zh-CN': '只能上传 PNG、JPEG、GIF 或 WebP 图片',
    en: 'Only PNG, JPEG, GIF or WebP images can be uploaded',
  },
  imageTooLarge: { 'zh-CN': '图片不能超过 2 MB', en: 'The image must not exceed 2 MB' },
  linkInvalid: { 'zh-CN': '链接无效或已过期', en: 'The link is invalid or has expired' },
  emailNotChangeable: {
    'zh-CN': '登录邮箱不能在此修改',
    en: 'The login e-mail cannot be changed here',
  },
} as const satisfies Record<string, Record<Culture, string>>;

export type ValidationMessageKey = keyof typeof messages;

/** Every key, for tests and for the web's i18n parity checks. */
export const validationMessageKeys = Object.keys(messages) as ValidationMessageKey[];

/** True when `key` names a shared validation message. */
export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return Object.hasOwn(messages, key);
}

/** Text of a validation message; an unknown key is returned as it is (it is already text). */
export function validationMessage(key: string, culture: Culture): string {
  return isValidationMessageKey(key) ? messages[key][culture] : key;
}
