/**
 * Event handlers that are not API calls, as data: the CDK app deploys each one whose entry file
 * exists and subscribes it to the data bucket, and the local runtime mirrors the same rules on
 * s3rver's events (same prefix filter).
 */
import { bucketPrefixes } from '@pvd/functions/_lib/config/resources';
import type { CallDefinition } from '@pvd/shared/api/define';

export interface TriggerDefinition {
  /** Folder name under `dist/lambda/triggers/` and the construct id. */
  name: string;
  /** Handler source, relative to the repository root; it exports `handler`. */
  entry: string;
  /** The function runs for every object created under this key prefix of the data bucket. */
  prefix: string;
  /** Permissions beyond the table, as for calls. */
  needs: NonNullable<CallDefinition['needs']>;
  /** Larger memory and longer timeout (see `functionSizing`). */
  heavy: boolean;
  /** One line for the function's description. */
  summary: string;
}

export const triggers: readonly TriggerDefinition[] = [
  {
    name: 'import',
    entry: 'functions/triggers/import.ts',
    prefix: bucketPrefixes.imports,
    needs: ['s3'],
    // A spreadsheet of a few thousand rows is parsed and checked row by row in one invocation.
    heavy: true,
    summary: 'Catalogue import of a spreadsheet put under imports/',
  },
];
