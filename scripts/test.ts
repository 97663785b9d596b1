/**
 * `npm test`: Biome, both type checks and the four Vitest projects, started together; each
 * phase's output is printed when it ends, with its wall time, then the time of each Vitest
 * project and one closing line with the test counts. Exits 1 when any phase failed.
 *
 * Why together: the api and e2e projects run one file at a time against the local runtime and
 * wait on it, the browser and the mail much of that time; run after the type checks and after the
 * unit and web projects (one Vitest run orders its projects' groups one after the other), they left
 * one of the machine's two cores idle for minutes. Here they run in a Vitest process of their own
 * beside the unit and web projects, and the type checks (single-threaded) beside both. The api and
 * e2e chain is the longest and mostly waits, so the other phases run at a lower priority (nice 10):
 * they take the cores whenever it does not need them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';

interface Phase {
  name: string;
  command: string[];
  /** Vitest's JSON report of this phase, when it runs tests. */
  report?: string;
  /** Runs at the normal priority: the phase the others must not slow down. */
  critical?: boolean;
}

interface Finished {
  phase: Phase;
  ok: boolean;
  seconds: number;
  output: string;
}

/** What the JSON reporter writes, the parts read here. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

/** Room for one failure's message in the closing summary. [characters] */
const FAILURE_MESSAGE_CHARS = 1200;

/**
 * The failed tests of a report, each with the start of its message: the closing summary names
 * them because a CI log is often read from its end, where a phase's own output is long gone.
 */
function failures(report: VitestReport): string[] {
  const lines: string[] = [];
  for (const file of report.testResults) {
    if (file.message) lines.push(`  ✗ ${file.name}`, indent(file.message));
    for (const test of file.assertionResults.filter((result) => result.status === 'failed')) {
      lines.push(`  ✗ ${file.name} > ${test.fullName}`, indent(test.failureMessages.join('\n')));
    }
  }
  return lines;
}

function indent(message: string): string {
  return message
    .slice(0, FAILURE_MESSAGE_CHARS)
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n');
}

const reports = mkdtempSync(join(tmpdir(), 'pv-test-'));
const bin = (tool: string) => join('node_modules', '.bin', tool);

function vitest(name: string, projects: string[], critical = false): Phase {
  const report = join(reports, `${name}.json`);
  return {
    name,
    critical,
    command: [
      bin('vitest'),
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    report,
  };
}

const phases: Phase[] = [
  { name: 'lint (Biome)', command: [bin('biome'), 'check', '.'] },
  { name: 'typecheck (Node side)', command: [bin('tsc'), '-b', 'tsconfig.json'] },
  { name: 'typecheck (web)', command: [bin('tsc'), '-p', 'web/tsconfig.json', '--noEmit'] },
  vitest('vitest unit + web', ['unit', 'web']),
  vitest('vitest api + e2e', ['api', 'e2e'], true),
];

function run(phase: Phase): Promise<Finished> {
  const started = performance.now();
  const [command, ...args] = phase.command as [string, ...string[]];
  const child: ChildProcess = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  // Its own children (Vitest's workers, tsc) inherit the priority.
  if (!phase.critical && child.pid) setPriority(child.pid, 10);
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      resolve({ phase, ok: code === 0, seconds, output: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

function readReport(file: string): VitestReport | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  } catch {
    return undefined;
  }
}

/** The Vitest project of a test file, from its folder (tests/<project or its parts>/…). */
function projectOf(file: string): string {
  const folder = file.match(/\/tests\/([^/]+)\//)?.[1] ?? '?';
  return ['shared', 'functions', 'infra', 'docs'].includes(folder) ? 'unit' : folder;
}

/** Per project: first file start to last file end, and the files' own times added up. */
function projectTimes(report: VitestReport): string[] {
  const spans = new Map<string, { start: number; end: number; files: number; busy: number }>();
  for (const file of report.testResults) {
    const name = projectOf(file.name);
    const span = spans.get(name) ?? { start: Infinity, end: 0, files: 0, busy: 0 };
    span.start = Math.min(span.start, file.startTime);
    span.end = Math.max(span.end, file.endTime);
    span.files += 1;
    span.busy += file.endTime - file.startTime;
    spans.set(name, span);
  }
  return [...spans].map(
    ([name, s]) =>
      `  vitest ${name.padEnd(5)} ${((s.end - s.start) / 1000).toFixed(0).padStart(5)} s from its first file to its last (${s.files} files, ${(s.busy / 1000).toFixed(0)} s of file time)`,
  );
}

const started = performance.now();
const finished: Finished[] = [];
await Promise.all(
  phases.map(async (phase) => {
    const result = await run(phase);
    finished.push(result);
    const status = result.ok ? 'ok' : 'FAILED';
    process.stdout.write(
      `\n── ${phase.name}: ${status} in ${result.seconds.toFixed(0)} s ──\n${result.output}`,
    );
  }),
);

const totals = { passed: 0, failed: 0, skipped: 0 };
const failed: string[] = [];
const lines = ['', `npm test: ${((performance.now() - started) / 1000).toFixed(0)} s in all`];
for (const result of phases.map((phase) => finished.find((f) => f.phase === phase)!)) {
  lines.push(
    `  ${result.phase.name.padEnd(24)} ${result.seconds.toFixed(0).padStart(5)} s ${result.ok ? '' : 'FAILED'}`,
  );
  const report = result.phase.report ? readReport(result.phase.report) : undefined;
  if (result.phase.report && !report) totals.failed += 1;
  if (!report) continue;
  lines.push(...projectTimes(report));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  failed.push(...failures(report));
}
if (failed.length > 0) lines.push('Failed:', ...failed);
rmSync(reports, { recursive: true, force: true });
lines.push(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
console.log(lines.join('\n'));
process.exit(finished.every((result) => result.ok) ? 0 : 1);
