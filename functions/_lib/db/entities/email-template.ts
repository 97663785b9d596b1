/**
 * E-mail template: the text of one kind of mail in one language, edited by the maintainer.
 *
 * Keys: `EMAILTEMPLATE` / `<templateClass>#<language>` (one small partition, read whole).
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type EmailTemplate, emailTemplate as emailTemplateSchema } from '@pvd/shared/api/common';
import { db, tableName, writeUnlessRefused } from '../client';

const templateKey = (templateClass: string, language: string) => ({
  PK: 'EMAILTEMPLATE',
  SK: `${templateClass}#${language}`,
});

export async function getEmailTemplate(
  templateClass: string,
  language: string,
): Promise<EmailTemplate | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: templateKey(templateClass, language) }),
  );
  return Item ? emailTemplateSchema.parse(Item) : undefined;
}

export async function listEmailTemplates(): Promise<EmailTemplate[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :p',
      ExpressionAttributeValues: { ':p': 'EMAILTEMPLATE' },
    }),
  );
  return (Items ?? []).map((item) => emailTemplateSchema.parse(item));
}

/**
 * Writes a template. With `expectedVersion` the write succeeds only over that version (false
 * otherwise: someone saved in between); without it only when no template exists yet (seeding).
 */
export async function saveEmailTemplate(template: EmailTemplate, expectedVersion?: number): Promise<boolean> {
  return writeUnlessRefused(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...templateKey(template.templateClass, template.language),
          type: 'EmailTemplate',
          ...template,
        },
        ConditionExpression: expectedVersion === undefined ? 'attribute_not_exists(PK)' : 'version = :v',
        ...(expectedVersion === undefined ? {} : { ExpressionAttributeValues: { ':v': expectedVersion } }),
      }),
    ),
  );
}
