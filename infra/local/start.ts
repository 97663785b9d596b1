/**
 * `npm start`: builds the site if needed, starts the local runtime and prints where everything
 * is. `npm start -- --memory` keeps nothing. Ctrl-C stops every emulator (no Java left behind).
 * Options: --memory, --port N (or PORT), --mail-port N (or MAIL_PORT), --no-build, --json,
 * --no-throttle (the test suites: their many callers share one runtime and would spend the
 * stage's buckets, docs/operations.md).
 */
import { parseArgs } from 'node:util';
import { ensureWebBuilt } from './build-web';
import { startRuntime } from './runtime';
import { removeRuntimeFile, writeRuntimeFile } from './runtime-file';
import { demoAccounts } from './seed';

const { values } = parseArgs({
  options: {
    memory: { type: 'boolean', default: false },
    port: { type: 'string' },
    'mail-port': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    'no-throttle': { type: 'boolean', default: false },
  },
});

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const port = Number(values.port ?? process.env.PORT ?? 3000);
const mailPort = Number(values['mail-port'] ?? process.env.MAIL_PORT ?? 3001);
process.env.LOG_LEVEL ??= values.json ? 'warn' : 'info';

if (!values['no-build']) await ensureWebBuilt();
let runtime: Awaited<ReturnType<typeof startRuntime>>;
try {
  runtime = await startRuntime({ memory: values.memory, port, mailPort, throttle: !values['no-throttle'] });
} catch (error) {
  console.error(`\nThe local runtime could not start:\n${(error as Error).message}`);
  process.exit(1);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  if (!values.json) console.log(`\n${signal}: stopping the emulators…`);
  await runtime.stop();
  removeRuntimeFile();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// Lets `npm run account -- create --local` reach this runtime's emulators (not for test runs).
if (!values.json) writeRuntimeFile(runtime);

if (values.json) {
  const { stop: _stop, ...info } = runtime;
  console.log(JSON.stringify({ ready: true, ...info }));
} else {
  console.log(`
PV design tool, local runtime ${values.memory ? '(in memory: nothing is kept)' : '(data in .data/)'}
  Site and API   ${runtime.siteUrl}
  Mail viewer    ${runtime.mailUrl}   (sent mail; JSON at ${runtime.mailUrl}/store)
  OpenAPI        ${runtime.siteUrl}/api/openapi.json

Demo accounts (password: ${runtime.demoPassword}${process.env.DEMO_PASSWORD ? ', from DEMO_PASSWORD' : ', random for this start; set DEMO_PASSWORD to choose'})
${demoAccounts.map((d) => `  ${d.email.padEnd(28)} role ${['user', 'maintain', 'admin'][d.role]}`).join('\n')}

Ctrl-C stops everything.`);
}
