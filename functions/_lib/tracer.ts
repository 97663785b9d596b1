/**
 * The functions' tracer: Powertools' `Tracer` over the X-Ray SDK. Deployed, every function has
 * active tracing (infra/constructs/api-function.ts) and `captureLambdaHandler` in the middleware
 * stack adds a `## index.handler` subsegment annotated with `ColdStart` and `Service`. Outside Lambda
 * (local runtime, tests: no `AWS_EXECUTION_ENV`) or with `POWERTOOLS_TRACE_ENABLED=false` it is off
 * and does nothing.
 */
import { Tracer } from '@aws-lambda-powertools/tracer';

export const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'pv-design' });
