/** Common calls of the foundation: time zones and e-mail templates. */
import * as z from 'zod';
import { Role } from '../constants/roles';
import { emptyRequest, multiLine, requiredTextField } from './common-fields';
import { defineCall } from './define';

export const getTimezones = defineCall({
  group: 'Common',
  name: 'getTimezones',
  summary: 'The time-zone list (UM12 … UTC … UP14), labelled in the caller’s language.',
  access: 'public',
  request: emptyRequest,
  response: z.array(z.object({ value: z.string(), label: z.string() })),
});

/** The mails the product sends; each exists in zh-CN and en. */
export const emailTemplateClasses = ['activation', 'resetPassword', 'projectShared'] as const;
export type EmailTemplateClass = (typeof emailTemplateClasses)[number];
const templateClassField = z.enum(emailTemplateClasses, { error: 'invalidValue' });
const templateLanguageField = z.enum(['zh-CN', 'en'], { error: 'invalidValue' });

export const emailTemplate = z.object({
  templateClass: templateClassField,
  language: templateLanguageField,
  emailtitle: z.string(),
  /** Sanitized HTML; placeholders such as {{link}} are filled on the server when sending. */
  emailcontent: z.string(),
  desc: z.string(),
  /** Placeholders the content may use. */
  placeholders: z.array(z.string()),
  lastmodifytime: z.string(),
  version: z.number(),
});
export type EmailTemplate = z.infer<typeof emailTemplate>;

const templateKey = z.object({ templateClass: templateClassField, language: templateLanguageField });

export const queryEmailTemplate = defineCall({
  group: 'Common',
  name: 'queryEmailTemplate',
  summary: 'Maintainer: one e-mail template by class and language.',
  access: [Role.maintain],
  request: templateKey,
  response: emailTemplate,
});

export const queryAllEmailTemplate = defineCall({
  group: 'Common',
  name: 'queryAllEmailTemplate',
  summary: 'Maintainer: every e-mail template.',
  access: [Role.maintain],
  request: emptyRequest,
  response: z.array(emailTemplate),
});

export const editEmailTemplate = defineCall({
  group: 'Common',
  name: 'editEmailTemplate',
  summary: 'Maintainer: saves a template’s title and rich-text content (sanitized on save).',
  access: [Role.maintain],
  request: templateKey.extend({
    emailTitle: requiredTextField(200, 'emailTitleRequired'),
    emailContent: multiLine(
      z.string({ error: 'emailContentRequired' }).max(50_000, { error: 'tooLong' }),
    ).refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, { error: 'emailContentRequired' }),
    /** The version read (required); a newer saved version answers 117 instead of being overwritten. */
    version: z
      .number({ error: 'required' })
      .int({ error: 'integerRequired' })
      .min(0, { error: 'invalidValue' }),
  }),
  response: emailTemplate,
});
