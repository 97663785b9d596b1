/**
 * Starts the local runtime in memory (`npm start -- --memory`, in a child process on free ports)
 * once for the api and e2e projects, and stops it at the end: no emulator outlives the tests.
 * Both projects share one runtime through a reference count on globalThis.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';
import type { RuntimeInfo } from './runtime-info';

/** Password of the demo accounts in tests. */
export const TEST_DEMO_PASSWORD = 'demo-password-1';

interface Shared {
  info: Promise<RuntimeInfo>;
  child: ChildProcess;
  users: number;
}
const holder = globalThis as typeof globalThis & { __pvTestRuntime?: Shared };

function startChild(): Shared {
  const child = spawn(
    'node_modules/.bin/tsx',
    ['infra/local/start.ts', '--memory', '--json', '--no-throttle', '--port', '0', '--mail-port', '0'],
    {
      cwd: new URL('../..', import.meta.url).pathname,
      env: {
        ...process.env,
        DEMO_PASSWORD: TEST_DEMO_PASSWORD,
        RATE_LIMIT_PER_ADDRESS: '100000',
        // The deployed defaults, which tests/api/account/login.test.ts checks from loopback
        // addresses of their own (127.0.0.1 fails about a dozen logins in a whole run).
        RATE_LIMIT_LOGIN_PER_EMAIL: '5',
        RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: '20',
        // New passwords hashed at scrypt N = 1024 instead of 16384 (functions/_lib/auth/password.ts).
        SCRYPT_N_FOR_LOCAL_TESTS: '1024',
        LOG_LEVEL: 'warn',
        // The online climate sources point at a closed loopback port, so every run takes the same
        // path (the labelled estimate) whatever the machine's network; tests/api/engine covers the
        // online clients against fake servers in process.
        PVGIS_API_URL: 'http://127.0.0.1:9',
        NASA_POWER_API_URL: 'http://127.0.0.1:9',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const info = new Promise<RuntimeInfo>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!line.startsWith('{"ready"')) return;
      resolve(JSON.parse(line) as RuntimeInfo);
    });
    child.once('exit', (code) => reject(new Error(`the local runtime exited early (code ${code})`)));
  });
  return { info, child, users: 0 };
}

export default async function setup(project: TestProject) {
  holder.__pvTestRuntime ??= startChild();
  const shared = holder.__pvTestRuntime;
  shared.users += 1;
  project.provide('runtime', await shared.info);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    holder.__pvTestRuntime = undefined;
    await new Promise<void>((resolve) => {
      if (shared.child.exitCode !== null) return resolve();
      shared.child.once('exit', () => resolve());
      shared.child.kill('SIGTERM');
    });
  };
}
