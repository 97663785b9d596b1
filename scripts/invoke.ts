/**
 * `npm run invoke -- <group>/<call> [variant] [--local]`: runs one handler with a sample event from
 * events/ (variant: invalid, unauthorized …) and prints the answer. With --local the handler talks to
 * the running local runtime (`npm start`), and a `replace-with-…` token becomes a fresh session of the
 * matching demo account (DEMO_PASSWORD must be the one `npm start` printed).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { lambdaContext } from '../infra/local/handlers';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { local: { type: 'boolean', default: false } },
});
const [path, variant] = positionals;
if (!path?.includes('/')) {
  console.error('usage: npm run invoke -- <group>/<call> [variant] [--local]');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
const eventFile = resolve(root, 'events', `${path}${variant ? `.${variant}` : ''}.json`);
if (!existsSync(eventFile)) {
  console.error(`no sample event ${eventFile}`);
  process.exit(2);
}
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const event = JSON.parse(readFileSync(eventFile, 'utf8'));
if (values.local) {
  const runtimeFile = resolve(root, '.data', 'runtime.json');
  if (!existsSync(runtimeFile)) throw new Error('no local runtime is running (npm start)');
  const runtime = JSON.parse(readFileSync(runtimeFile, 'utf8'));
  Object.assign(process.env, runtime.env);
  const placeholder = String(event.headers.token ?? '');
  if (placeholder.startsWith('replace-with-')) {
    const email = placeholder.includes('maintain') ? 'demo-maintain@example.com' : 'demo-user@example.com';
    const login = await fetch(`${runtime.siteUrl}/api/account/login`, {
      method: 'POST',
      body: JSON.stringify({ email, password: process.env.DEMO_PASSWORD }),
    }).then((r) => r.json() as Promise<{ data?: { token?: string } }>);
    event.headers.token = login.data?.token;
  }
}
const { handler } = await import(resolve(root, 'functions', `${path}.ts`));
const result = await handler(event, lambdaContext(path.replace('/', '-')));
console.log(result.statusCode, JSON.stringify(JSON.parse(result.body), null, 2));
