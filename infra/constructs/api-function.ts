/**
 * The one Lambda construct: every API function and trigger is made here,
 * so runtime, architecture, sizing, JSON logs, log retention, tracing and source maps are decided
 * once. The code comes from a factory, so tests never bundle.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import {
  ApplicationLogLevel,
  Architecture,
  Function as LambdaFunction,
  LoggingFormat,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { LogLevel } from '../config/app-config';
import type { FunctionSizing } from '../config/function-sizing';
import type { FunctionCodeFactory } from './function-code';

/** Settings every function reads (functions/_lib/config.ts, site-url.ts, logger.ts, tracer.ts). */
export interface FunctionEnvironment {
  TABLE_NAME: string;
  BUCKET_NAME: string;
  MAIL_FROM: string;
  /** Name of the SSM parameter holding the site's https address. */
  SITE_URL_PARAMETER: string;
  /** `debug`, `info`, `warn` or `error`: Powertools' logger level and Lambda's application log level. */
  LOG_LEVEL: LogLevel;
  /** The `service` of every log line and the `Service` annotation of every trace: the app name. */
  POWERTOOLS_SERVICE_NAME: string;
  /** CloudFront's origin secret (API functions only): a request without it is refused. */
  ORIGIN_SECRET?: string;
}

const applicationLogLevels: Record<LogLevel, ApplicationLogLevel> = {
  debug: ApplicationLogLevel.DEBUG,
  info: ApplicationLogLevel.INFO,
  warn: ApplicationLogLevel.WARN,
  error: ApplicationLogLevel.ERROR,
};

export interface ApiFunctionProps {
  /** `account/login` or `triggers/import`: the bundle folder under `dist/lambda/`. */
  bundlePath: string;
  /** Shown in the console, e.g. `POST /api/account/login`. */
  description: string;
  sizing: FunctionSizing;
  /** The shared role of the function's group. */
  role: IRole;
  environment: FunctionEnvironment;
  codeFactory: FunctionCodeFactory;
  /** How long the function's logs are kept; one month by default. */
  logRetention?: RetentionDays;
  /** Concurrent executions reserved for (and the most allowed to) this function; none by default. */
  reservedConcurrency?: number;
  /** Where Lambda puts an asynchronous event that failed every retry (triggers only). */
  deadLetterQueue?: IQueue;
}

/**
 * Node.js 24, the newest Node.js runtime aws-cdk-lib 2.276 knows and in its long-term support
 * until April 2028 (docs/decisions/0053-lambda-on-nodejs-24.md).
 */
export const functionRuntime = Runtime.NODEJS_24_X;

/** A Node.js 24 function with the project's defaults and its own log group. */
export class ApiFunction extends Construct {
  readonly fn: LambdaFunction;
  readonly logGroup: LogGroup;
  /** Memory, timeout and architecture, as deployed (the alarms judge duration and memory by them). */
  readonly sizing: FunctionSizing;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    this.sizing = props.sizing;
    // An explicit log group gives the retention without the LogRetention custom resource, and is
    // removed with the stack (functions are stateless; the data stack holds what must survive).
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.fn = new LambdaFunction(this, 'Function', {
      description: props.description,
      runtime: functionRuntime,
      architecture: props.sizing.architecture === 'x86_64' ? Architecture.X86_64 : Architecture.ARM_64,
      memorySize: props.sizing.memorySize,
      timeout: Duration.seconds(props.sizing.timeoutSeconds),
      handler: 'index.handler',
      code: props.codeFactory.code(props.bundlePath),
      role: props.role,
      loggingFormat: LoggingFormat.JSON,
      // Powertools' logger obeys Lambda's application log level when one is in force (and warns
      // when LOG_LEVEL asks for more), so both come from the one setting.
      applicationLogLevelV2: applicationLogLevels[props.environment.LOG_LEVEL],
      logGroup: this.logGroup,
      tracing: Tracing.ACTIVE,
      reservedConcurrentExecutions: props.reservedConcurrency || undefined,
      deadLetterQueue: props.deadLetterQueue,
      environment: {
        ...props.environment,
        // Stack traces point into the TypeScript sources through the bundle's linked .map file.
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
  }
}
