/**
 * Validation messages of accounts, their settings and the e-mail templates [ACC-2], [ACC-4],
 * [ACC-8], [CAT-8]. Joined with the others in validation.ts.
 */
import type { Culture } from './codes';

export const accountMessages = {
  // Registration, login and passwords.
  emailRequired: { 'zh-CN': '请输入邮箱', en: 'Please enter your e-mail' },
  emailInvalid: { 'zh-CN': '请输入正确的邮箱地址', en: 'Please enter a valid email address' },
  passwordRequired: { 'zh-CN': '请输入密码', en: 'Please enter the password' },
  passwordTooShort: { 'zh-CN': '密码至少 8 个字符', en: 'The password needs at least 8 characters' },
  passwordTooLong: { 'zh-CN': '密码最多 128 个字符', en: 'The password can have at most 128 characters' },
  passwordConfirmRequired: { 'zh-CN': '请确认密码', en: 'Please confirm the password' },
  passwordMismatch: { 'zh-CN': '两次输入的密码不一致', en: 'The entered password is different' },
  passwordEmptyByMaintain: { 'zh-CN': '密码不能为空', en: 'password cannot be empty' },
  linkInvalid: { 'zh-CN': '链接无效或已过期', en: 'The link is invalid or has expired' },
  // Person settings.
  accountNameRequired: { 'zh-CN': '请输入账户名称', en: 'Please enter the account name' },
  phoneInvalid: {
    'zh-CN': '请输入正确的电话号码（数字、空格、+、-、括号，至少 5 位数字）',
    en: 'Please enter a valid phone number (digits, spaces, +, - and parentheses, at least 5 digits)',
  },
  timezoneRequired: { 'zh-CN': '请选择时区', en: 'Please select a time zone' },
  emailNotChangeable: {
    'zh-CN': '登录邮箱不能在此修改',
    en: 'The login e-mail cannot be changed here',
  },
  // E-mail templates.
  emailTitleRequired: { 'zh-CN': '邮件标题不能为空', en: 'email title cannot be empty' },
  emailContentRequired: { 'zh-CN': '邮件内容不能为空', en: 'email content cannot be empty' },
} as const satisfies Record<string, Record<Culture, string>>;
