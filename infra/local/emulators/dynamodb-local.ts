/**
 * DynamoDB Local (the jar shipped in the amplify-dynamodb-simulator package) on the machine's
 * Java. It listens on every interface (it has no bind option); we talk to it on 127.0.0.1.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

const javaHelp = [
  'DynamoDB Local needs Java 17 or newer, and `java` was not found on the PATH.',
  'Install it, e.g. on Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless',
  'on macOS: brew install openjdk@17; on Windows: winget install Microsoft.OpenJDK.17',
].join('\n');

/** Throws a clear message when Java is missing. */
export function assertJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) throw new Error(javaHelp);
}

function emulatorDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
}

/**
 * How long Java may take to answer. It starts in 3-10 s on an idle machine; `npm test` starts it
 * while the type checks and the unit and web tests keep both cores busy, and 30 s was once not enough.
 */
const START_TIMEOUT_MS = 120_000;

async function waitUntilReady(
  endpoint: string,
  child: ChildProcess,
  timeoutMs = START_TIMEOUT_MS,
): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  const started = Date.now();
  try {
    while (Date.now() - started < timeoutMs) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}`);
      try {
        await client.send(new ListTablesCommand({}));
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error('DynamoDB Local did not start in time');
  } finally {
    client.destroy();
  }
}

/**
 * Starts DynamoDB Local on `port`, in memory or persisting under `dataDir`. Its working directory
 * is `workDir` (it writes a metadata file there).
 */
export async function startDynamoDbLocal(options: {
  port: number;
  dataDir?: string;
  workDir: string;
}): Promise<DynamoDbLocal> {
  assertJava();
  const dir = emulatorDir();
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  mkdirSync(options.workDir, { recursive: true });
  const javaArgs = [
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    '-Xmx512m',
    '-jar',
    join(dir, 'DynamoDBLocal.jar'),
    '-port',
    String(options.port),
    ...storage,
    '-sharedDb',
    '-disableTelemetry',
  ];
  const child = spawnWithWatchdog('java', javaArgs, options.workDir);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilReady(endpoint, child);
  } catch (error) {
    // SIGTERM, which the watchdog shell passes on to Java: SIGKILL would end the shell alone.
    await stopChild(child);
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return { endpoint, stop: () => stopChild(child) };
}

/**
 * Runs the command under a tiny shell that stops it when this Node process goes away, even when
 * Node is killed without a chance to clean up (no Java left running after a crash or kill -9).
 */
function spawnWithWatchdog(command: string, args: string[], cwd: string): ChildProcess {
  const quoted = [command, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');
  const script = [
    `${quoted} & child=$!`,
    `trap 'kill $child 2>/dev/null; wait $child; exit 0' TERM INT`,
    `while kill -0 ${process.pid} 2>/dev/null && kill -0 $child 2>/dev/null; do sleep 1; done`,
    'kill $child 2>/dev/null; wait $child',
  ].join('\n');
  return spawn('sh', ['-c', script], { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
