/**
 * Runtime configuration from the environment, parsed once at start-up. The AWS SDK takes its
 * endpoints from its standard variables (AWS_ENDPOINT_URL_DYNAMODB, _S3, _SESV2), so no handler
 * has a local branch.
 */
import * as z from 'zod';
import { bucketDefinition, tableDefinition } from './resources';

const configSchema = z.object({
  TABLE_NAME: z.string().min(1).default(tableDefinition.defaultName),
  BUCKET_NAME: z.string().min(1).default(bucketDefinition.defaultName),
  /** Sender of the product's mail; must be a verified SES identity when deployed. */
  MAIL_FROM: z.string().min(3).default('no-reply@pv-design.example.com'),
  /** Base address of the site, for links in mail (no trailing slash). */
  SITE_URL: z.string().url().default('http://127.0.0.1:3000'),
  /** Set to 1 to check every answer against its response schema (local runtime and tests). */
  VALIDATE_RESPONSES: z.enum(['0', '1']).default('0'),
  /** Login failures allowed per e-mail per window. */
  RATE_LIMIT_LOGIN_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  /** Requests of a rate-limited kind allowed per source address per window. */
  RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  /**
   * Projects an account may share per window (each share copies the project and mails the
   * recipient; refused attempts count too, so the 108 answers cannot be used to probe e-mails).
   */
  RATE_LIMIT_SHARES_PER_ACCOUNT: z.coerce.number().int().min(1).default(20),
  /** Length of a rate-limit window. [s] */
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Base of the PVGIS API (JRC), without a trailing slash; tests point it at a fake server. */
  PVGIS_API_URL: z.string().url().default('https://re.jrc.ec.europa.eu/api/v5_3'),
  /** Base of the NASA POWER API, without a trailing slash. */
  NASA_POWER_API_URL: z.string().url().default('https://power.larc.nasa.gov/api'),
  /** Time allowed to each online climate source before the next one is tried. [ms] */
  CLIMATE_SOURCE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
});

export type Config = z.infer<typeof configSchema>;

let cached: Config | undefined;

/** The configuration; read from process.env on first use. */
export function config(): Config {
  cached ??= configSchema.parse(process.env);
  return cached;
}

/** Forgets the cached configuration (the local runtime sets the environment before first use). */
export function resetConfigForTests(): void {
  cached = undefined;
}
