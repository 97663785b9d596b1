/**
 * Frequent panel: how often a user chose a panel in projects, for the chooser's "frequently
 * used" way [WIZ-6]. Projects record a use with {@link recordPanelUse} when they save; until then
 * the list is empty.
 *
 * Keys: `ACCOUNT#<accountId>` / `FREQPANEL#<choseWay>#<panelId>`.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { db, tableName } from '../client';
import { queryPartition } from '../items';

const partition = (accountId: string) => `ACCOUNT#${accountId}`;

const frequentPanelSchema = z.object({
  panelid: z.string(),
  /** 2 system, 3 custom. */
  panelchoseway: z.number(),
  panelname: z.string(),
  useCount: z.number(),
  lastUsedAt: z.string(),
});
export type FrequentPanel = z.infer<typeof frequentPanelSchema>;

/** Counts one more use of a panel by a user (called by the project saves). */
export async function recordPanelUse(
  accountId: string,
  use: Pick<FrequentPanel, 'panelid' | 'panelchoseway' | 'panelname'>,
  now = new Date(),
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { PK: partition(accountId), SK: `FREQPANEL#${use.panelchoseway}#${use.panelid}` },
      UpdateExpression:
        'SET #type = :type, panelid = :id, panelchoseway = :way, panelname = :name, lastUsedAt = :now ADD useCount :one',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':type': 'FrequentPanel',
        ':id': use.panelid,
        ':way': use.panelchoseway,
        ':name': use.panelname,
        ':now': now.toISOString(),
        ':one': 1,
      },
    }),
  );
}

/**
 * The user's frequently used panels, most recently used first (ties, e.g. the panels of one
 * save: most used first), at most `limit` (10 by default). The
 * partition holds one item per panel ever used, so reading it whole stays small.
 */
export async function listFrequentPanels(accountId: string, limit = 10): Promise<FrequentPanel[]> {
  const items = await queryPartition({ pk: partition(accountId), skPrefix: 'FREQPANEL#', consistent: true });
  return items
    .map((item) => frequentPanelSchema.parse(item))
    .sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt) || b.useCount - a.useCount)
    .slice(0, limit);
}

/** One frequently used panel of the user, by how it was chosen and its id. */
export async function getFrequentPanel(
  accountId: string,
  choseWay: number,
  panelId: string,
): Promise<FrequentPanel | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: { PK: partition(accountId), SK: `FREQPANEL#${choseWay}#${panelId}` },
    }),
  );
  return Item ? frequentPanelSchema.parse(Item) : undefined;
}
