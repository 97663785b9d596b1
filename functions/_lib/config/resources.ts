/**
 * The one DynamoDB table, described as data so that the CDK data stack and the local runtime
 * create exactly the same thing (cicada's `multipleContexts` idea).
 */
export const tableDefinition = {
  /** Logical id / default name locally. The deployed name comes from TABLE_NAME. */
  defaultName: 'pv-design',
  partitionKey: 'PK',
  sortKey: 'SK',
  /** One general-purpose index; add a second only for an access pattern that needs it. */
  globalIndexes: [{ indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' }],
  /** Items with this attribute (seconds since epoch) expire; every read checks it too. */
  timeToLiveAttribute: 'expiresAt',
} as const;

/** S3 key prefixes of the data bucket. */
export const bucketPrefixes = {
  /** Pre-signed uploads land here first; a lifecycle rule deletes leftovers after a day. */
  uploads: 'uploads/',
  /** Catalogue spreadsheets; the ObjectCreated event starts the import function. */
  imports: 'imports/',
  /** Images in use (logos, inverter, project and array images). */
  images: 'images/',
  /** Generated import templates. */
  templates: 'templates/',
  /** Weather files users uploaded as a climate source (kept; no lifecycle rule). */
  weather: 'weather/',
  /** Rendered PDF reports. */
  reports: 'reports/',
} as const;

export const bucketDefinition = {
  defaultName: 'pv-design-data',
  /** Days before a leftover upload is deleted. */
  uploadsExpireDays: 1,
} as const;
