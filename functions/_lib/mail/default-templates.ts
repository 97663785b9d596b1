/**
 * The e-mail templates seeded on first start; the maintainer edits them afterwards. `{{link}}`,
 * `{{email}}`, `{{hours}}` (the number) and `{{duration}}` (number and unit in the mail's language:
 * "1 hour", "48 hours", "1 小时") are filled on the server when a mail is sent; a shared project's
 * mail also has `{{senderName}}`, `{{senderEmail}}` and `{{projectName}}` (its `{{link}}` is the
 * recipient's project list).
 */
import type { EmailTemplate } from '@pvd/shared/api/common';

type Seed = Omit<EmailTemplate, 'lastmodifytime' | 'version'>;

export const defaultEmailTemplates: Seed[] = [
  {
    templateClass: 'activation',
    language: 'zh-CN',
    emailtitle: '请激活您的光伏设计账号',
    desc: '注册后发送的账号激活邮件',
    placeholders: ['link', 'email', 'hours', 'duration'],
    emailcontent:
      '<p>您好，{{email}}：</p><p>感谢注册光伏系统设计工具。请点击下面的链接激活账号：</p>' +
      '<p><a href="{{link}}">{{link}}</a></p><p>链接在 {{hours}} 小时内有效，且只能使用一次。如果这不是您的操作，请忽略本邮件。</p>',
  },
  {
    templateClass: 'activation',
    language: 'en',
    emailtitle: 'Activate your PV design account',
    desc: 'Account activation mail sent after registration',
    placeholders: ['link', 'email', 'hours', 'duration'],
    emailcontent:
      '<p>Hello {{email}},</p><p>Thank you for registering with the PV system design tool. ' +
      'Open this link to activate your account:</p><p><a href="{{link}}">{{link}}</a></p>' +
      '<p>The link works once and expires in {{duration}}. If you did not register, ignore this mail.</p>',
  },
  {
    templateClass: 'resetPassword',
    language: 'zh-CN',
    emailtitle: '重置您的光伏设计账号密码',
    desc: '忘记密码时发送的重置链接邮件',
    placeholders: ['link', 'email', 'hours', 'duration'],
    emailcontent:
      '<p>您好，{{email}}：</p><p>我们收到了重置密码的请求。请点击下面的链接设置新密码：</p>' +
      '<p><a href="{{link}}">{{link}}</a></p><p>链接在 {{hours}} 小时内有效，且只能使用一次。如果这不是您的操作，请忽略本邮件，您的密码不会改变。</p>',
  },
  {
    templateClass: 'resetPassword',
    language: 'en',
    emailtitle: 'Reset your PV design password',
    desc: 'Password reset link sent from the forgot-password page',
    placeholders: ['link', 'email', 'hours', 'duration'],
    emailcontent:
      '<p>Hello {{email}},</p><p>We received a request to reset your password. Open this link to set a new one:</p>' +
      '<p><a href="{{link}}">{{link}}</a></p><p>The link works once and expires in {{duration}}. ' +
      'If you did not ask for it, ignore this mail: your password stays the same.</p>',
  },
  {
    templateClass: 'projectShared',
    language: 'zh-CN',
    emailtitle: '{{senderName}} 与您分享了光伏项目“{{projectName}}”',
    desc: '有人与用户分享项目时发给接收人的邮件',
    placeholders: ['link', 'email', 'senderName', 'senderEmail', 'projectName'],
    emailcontent:
      '<p>您好，{{email}}：</p><p>{{senderName}}（{{senderEmail}}）与您分享了光伏设计项目“{{projectName}}”。' +
      '项目副本已放入您的项目列表，您对它的修改不会影响对方的项目。</p>' +
      '<p><a href="{{link}}">{{link}}</a></p><p>如果您不认识对方，可以直接删除该项目。</p>',
  },
  {
    templateClass: 'projectShared',
    language: 'en',
    emailtitle: '{{senderName}} shared the PV project “{{projectName}}” with you',
    desc: 'Mail to the recipient when a user shares a project with them',
    placeholders: ['link', 'email', 'senderName', 'senderEmail', 'projectName'],
    emailcontent:
      '<p>Hello {{email}},</p><p>{{senderName}} ({{senderEmail}}) shared the PV design project ' +
      '“{{projectName}}” with you. A copy is now in your project list; your changes to it do not ' +
      'change theirs.</p><p><a href="{{link}}">{{link}}</a></p>' +
      '<p>If you do not know the sender, you can simply delete the project.</p>',
  },
];
