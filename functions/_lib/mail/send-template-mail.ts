/**
 * Sends one of the product's mails from its template in the account's language. The template is
 * sanitized again before sending (it was sanitized on save), and placeholder values are escaped.
 */
import type { EmailTemplateClass } from '@pvd/shared/api/common';
import type { Culture } from '@pvd/shared/errors/codes';
import { sanitizeRichText } from '@pvd/shared/text/sanitize-rich-text';
import { sendMail } from '../aws/ses';
import { getEmailTemplate } from '../db/entities/email-template';
import { defaultEmailTemplates } from './default-templates';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Replaces `{{name}}` with the escaped value; unknown placeholders are left empty. */
export function fillPlaceholders(html: string, values: Record<string, string>): string {
  return html.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => escapeHtml(values[name] ?? ''));
}

/** A plain-text rendering of the HTML for mail clients that do not show HTML. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a [^>]*href="([^"]*)"[^>]*>[^<]*<\/a>/gi, '$1')
    .replace(/<\/(p|div|h\d|li|tr)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export async function sendTemplateMail(
  templateClass: EmailTemplateClass,
  language: Culture,
  to: string,
  values: Record<string, string>,
): Promise<void> {
  const stored = await getEmailTemplate(templateClass, language);
  const template =
    stored ?? defaultEmailTemplates.find((t) => t.templateClass === templateClass && t.language === language);
  if (!template) throw new Error(`no e-mail template ${templateClass}/${language}`);
  const html = fillPlaceholders(sanitizeRichText(template.emailcontent), values);
  const subject = fillPlaceholders(template.emailtitle, values).replace(/&#\d+;/g, (e) =>
    String.fromCharCode(Number(e.slice(2, -1))),
  );
  await sendMail({ to, subject, html, text: htmlToText(html) });
}
