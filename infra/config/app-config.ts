/**
 * Deployment settings, read from CDK context (`cdk.json` "context", `cdk.context.json`, or
 * `-c key=value` on the command line). Everything has a default so `npm run synth` works on a
 * fresh clone without AWS credentials; what a real deployment must set is listed in docs/operations.md,
 * "Deploy to AWS".
 */
import type { Node } from 'constructs';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface AppConfig {
  /** Prefix of the stack names and of the SSM parameter; one value per stage (`pv-design-test`). */
  appName: string;
  /** Pins the stacks to an account and region; both or neither (env-agnostic stacks). */
  env?: { account: string; region: string };
  /** Sender of every mail; must be verified in SES (the mail stack creates the identity). */
  mailFrom: string;
  /** When set, the whole domain is verified (DKIM records to add in DNS) instead of one address. */
  mailDomain?: string;
  /** Custom domain of the site, e.g. `pv.example.com`; needs `siteCertificateArn`. */
  siteDomain?: string;
  /** ACM certificate for `siteDomain`, in us-east-1 (CloudFront's region). */
  siteCertificateArn?: string;
  /** Browser key for Google Maps, written to /config.json; without it the plan view is used. */
  googleMapsApiKey: string | null;
  logLevel: LogLevel;
  /** Rendered PDF reports are deleted after this many days (they can be rendered again). [d] */
  reportsExpireDays: number;
  /** True when `mailFrom` is the placeholder: synth works, a deployment would send no mail. */
  mailFromIsPlaceholder: boolean;
  /** Address subscribed to the alarm topic (SNS mails it a confirmation link); none by default. */
  alarmEmail?: string;
  /**
   * ARN of a CLOUDFRONT web ACL for the distribution, for env-agnostic deployments (the
   * `<appName>-edge` stack's `WebAclArn` output); with account and region set it is read across
   * regions from the edge stack instead.
   */
  webAclArn?: string;
  /**
   * Concurrent executions reserved for the PDF report function, so reports cannot take the
   * region's whole Lambda concurrency; 0 reserves none (an account whose quota is still 10
   * cannot reserve any: Lambda keeps 100 unreserved).
   */
  reportConcurrency: number;
  /**
   * A table restored from a backup that the stacks use instead of the data stack's own
   * (docs/operations.md, "Restore the table to a point in time"); none by default.
   */
  tableName?: string;
}

/** The sender used when none is configured; it cannot be verified, so deploy warns. */
export const placeholderMailFrom = 'no-reply@pv-design.example.com';

const logLevels: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];

type ContextReader = Pick<Node, 'tryGetContext'>;

function text(node: ContextReader, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`context "${key}" must be a string`);
  return value.trim();
}

function positiveInteger(node: ContextReader, key: string, fallback: number): number {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`context "${key}" must be a whole number ≥ 1`);
  return parsed;
}

function wholeNumber(node: ContextReader, key: string, fallback: number): number {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`context "${key}" must be a whole number ≥ 0`);
  return parsed;
}

function readEnv(node: ContextReader): AppConfig['env'] {
  const account = text(node, 'account');
  const region = text(node, 'region');
  if (!account && !region) return undefined;
  if (!account || !region) throw new Error('set both context "account" and "region", or neither');
  return { account, region };
}

function readMail(node: ContextReader): Pick<AppConfig, 'mailFrom' | 'mailDomain' | 'mailFromIsPlaceholder'> {
  const mailFrom = text(node, 'mailFrom') ?? placeholderMailFrom;
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(mailFrom)) throw new Error(`context "mailFrom" is not an address`);
  const mailDomain = text(node, 'mailDomain');
  if (mailDomain && !mailFrom.toLowerCase().endsWith(`@${mailDomain.toLowerCase()}`)) {
    throw new Error(`context "mailFrom" (${mailFrom}) must be an address of "mailDomain" (${mailDomain})`);
  }
  return { mailFrom, mailDomain, mailFromIsPlaceholder: mailFrom === placeholderMailFrom };
}

function readOperations(
  node: ContextReader,
): Pick<AppConfig, 'alarmEmail' | 'webAclArn' | 'reportConcurrency' | 'tableName'> {
  const alarmEmail = text(node, 'alarmEmail');
  if (alarmEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(alarmEmail)) {
    throw new Error('context "alarmEmail" is not an address');
  }
  const webAclArn = text(node, 'webAclArn');
  if (webAclArn && !/^arn:aws[a-z-]*:wafv2:us-east-1:\d{12}:global\/webacl\//.test(webAclArn)) {
    throw new Error('context "webAclArn" must be the ARN of a global (CLOUDFRONT) web ACL in us-east-1');
  }
  const tableName = text(node, 'tableName');
  if (tableName && !/^[A-Za-z0-9_.-]{3,255}$/.test(tableName))
    throw new Error('context "tableName" is no DynamoDB table name');
  return { alarmEmail, webAclArn, tableName, reportConcurrency: wholeNumber(node, 'reportConcurrency', 10) };
}

/** The deployment settings from the construct tree's context, checked. */
export function readAppConfig(node: ContextReader): AppConfig {
  const appName = text(node, 'appName') ?? 'pv-design';
  if (!/^[A-Za-z][A-Za-z0-9-]{0,30}$/.test(appName)) {
    throw new Error('context "appName" must start with a letter and hold only letters, digits and -');
  }
  const siteDomain = text(node, 'siteDomain');
  const siteCertificateArn = text(node, 'siteCertificateArn');
  if (Boolean(siteDomain) !== Boolean(siteCertificateArn)) {
    throw new Error('set both context "siteDomain" and "siteCertificateArn", or neither');
  }
  const logLevel = (text(node, 'logLevel') ?? 'info') as LogLevel;
  if (!logLevels.includes(logLevel)) throw new Error(`context "logLevel" must be one of ${logLevels}`);
  return {
    appName,
    env: readEnv(node),
    ...readMail(node),
    siteDomain,
    siteCertificateArn,
    googleMapsApiKey: text(node, 'googleMapsApiKey') ?? null,
    logLevel,
    reportsExpireDays: positiveInteger(node, 'reportsExpireDays', 30),
    ...readOperations(node),
  };
}

/** Name of the SSM String parameter holding the site's https address (read by the functions). */
export function siteUrlParameterName(config: Pick<AppConfig, 'appName'>): string {
  return `/${config.appName}/site-url`;
}
