/**
 * The local runtime: DynamoDB Local, s3rver and the SES emulator on 127.0.0.1, the table and
 * bucket from the shared definitions, first-start seeds, and the site with `/api` on one port.
 * The handlers find the emulators through the AWS SDK's standard endpoint variables, so they run
 * exactly as deployed.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { bucketDefinition, tableDefinition } from '@pvd/functions/_lib/config/resources';
import { dataRoot } from '../config/paths';
import { seedDemoProjects } from './demo-projects';
import { startDynamoDbLocal } from './emulators/dynamodb-local';
import { freePort } from './emulators/free-port';
import { startS3Emulator } from './emulators/s3';
import { startSesEmulator } from './emulators/ses';
import { ensureBucket, ensureTable } from './provision';
import { createRouteThrottle } from './route-throttle';
import { demoUserId, seedCatalogue, seedDemoAccounts, seedEmailTemplates } from './seed';
import { createSiteServer } from './site-server';
import { bucketNotifications } from './triggers';

export interface RuntimeOptions {
  /** Keep nothing: DynamoDB in memory, S3 in a temporary folder removed on stop. */
  memory: boolean;
  /** Site and /api port (0 = any free port). */
  port: number;
  /** SES emulator port (0 = any free port). */
  mailPort: number;
  /** Where data live when not in memory. */
  dataDir?: string;
  /** Password of the demo accounts (else DEMO_PASSWORD, else random). */
  demoPassword?: string;
  /** Extra environment for the handlers (e.g. rate limits in tests). */
  env?: Record<string, string>;
  /** Answer 429 as the deployed stage's throttling would (`npm start`); off by default. */
  throttle?: boolean;
}

export interface Runtime {
  siteUrl: string;
  mailUrl: string;
  dynamoDbEndpoint: string;
  s3Endpoint: string;
  tableName: string;
  bucket: string;
  demoPassword: string;
  stop(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** Environment the handlers and the AWS SDK read. */
function setEnvironment(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) process.env[name] = value;
}

export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const dataDir = options.dataDir ?? dataRoot;
  mkdirSync(dataDir, { recursive: true });
  const s3Dir = options.memory ? mkdtempSync(join(tmpdir(), 'pv-s3-')) : join(dataDir, 's3');
  // Bound first (SITE_URL needs its port), answering 503 until everything behind it is ready.
  const site = createSiteServer();
  const sitePort = await listen(site.server, options.port);
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const tableName = tableDefinition.defaultName;
  const bucket = bucketDefinition.defaultName;
  const stops: (() => Promise<void>)[] = [
    () => new Promise<void>((resolve) => site.server.close(() => resolve())),
  ];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
    if (options.memory) rmSync(s3Dir, { recursive: true, force: true });
  };
  try {
    const dynamo = await startDynamoDbLocal({
      port: await freePort(),
      dataDir: options.memory ? undefined : join(dataDir, 'dynamodb'),
      workDir: join(dataDir, 'dynamodb-work'),
    });
    stops.push(dynamo.stop);
    const ses = await startSesEmulator(await freePort(options.mailPort));
    stops.push(ses.stop);
    const s3 = await startS3Emulator({
      port: await freePort(),
      directory: s3Dir,
      bucket,
      notifications: bucketNotifications(),
      onNotificationError: (error) => console.error('bucket notification failed', error),
    });
    stops.push(s3.stop);
    // The site server adds this to every API call as CloudFront adds the API stack's secret, so
    // the handlers check it and read the viewer's address exactly as deployed.
    const originSecret = randomBytes(32).toString('base64url');
    setEnvironment({
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_ENDPOINT_URL_SESV2: ses.endpoint,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      TABLE_NAME: tableName,
      BUCKET_NAME: bucket,
      SITE_URL: siteUrl,
      VALIDATE_RESPONSES: '1',
      ORIGIN_SECRET: originSecret,
      // The report's Chromium unpacks here, never into the machine's shared /tmp
      // (another program's libraries there crash it); kept between runs, so only the first report
      // on a machine pays the 1-1.5 s of unpacking.
      CHROMIUM_TMPDIR: join(dataRoot, 'chromium-tmp'),
      // Powertools: the log lines say where they come from; no X-Ray here (the tracer would also
      // switch itself off without AWS_EXECUTION_ENV, this says so explicitly).
      POWERTOOLS_SERVICE_NAME: 'pv-design-local',
      POWERTOOLS_TRACE_ENABLED: 'false',
      ...options.env,
    });
    const dynamoClient = new DynamoDBClient({});
    const created = await ensureTable(dynamoClient, tableName);
    dynamoClient.destroy();
    const s3Client = new S3Client({ forcePathStyle: true });
    await ensureBucket(s3Client, bucket);
    s3Client.destroy();
    // Every start: seeding skips templates that exist (the maintainer's edits stay), and a kept
    // data store gets the template classes added since it was made.
    await seedEmailTemplates();
    if (created) await seedCatalogue();
    const demoPassword = await seedDemoAccounts(options.demoPassword ?? process.env.DEMO_PASSWORD);
    if (created) await seedDemoProjects(await demoUserId());
    site.open({
      googleMapsApiKey: process.env.GOOGLE_MAPS_API_KEY || null,
      dataBucketOrigin: s3.endpoint,
      originSecret,
      throttle: options.throttle ? createRouteThrottle() : undefined,
    });
    return {
      siteUrl,
      mailUrl: ses.endpoint,
      dynamoDbEndpoint: dynamo.endpoint,
      s3Endpoint: s3.endpoint,
      tableName,
      bucket,
      demoPassword,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
