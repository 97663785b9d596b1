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
  /** Projects' loads read from meter files, `loads/<account>/<project>/<id>` (kept with the project). */
  loads: 'loads/',
} as const;

/**
 * Headers CloudFront adds to every request it sends to the API (web stack), overwriting any a
 * client sent; the local runtime adds the same, so the handlers run one path everywhere.
 */
export const originHeaders = {
  /** The viewer's address: API Gateway itself sees CloudFront's. */
  viewerIp: 'x-viewer-ip',
  /**
   * The secret the API stack generates. A request without it did not come through CloudFront
   * (someone called the execute-api address), so it is refused and its `x-viewer-ip` never read.
   */
  originSecret: 'x-origin-verify',
} as const;

export const bucketDefinition = {
  defaultName: 'pv-design-data',
  /** Days before a leftover upload is deleted. */
  uploadsExpireDays: 1,
} as const;
