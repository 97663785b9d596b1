/**
 * Where @sparticuz/chromium's binary is unpacked, and its launch.
 *
 * The package unpacks Chromium (about 200 MB, from brotli) into `os.tmpdir()` on first use and
 * skips the unpacking when `<tmpdir>/chromium` exists. On Lambda /tmp belongs to the function, so
 * the default is right. Anywhere else the machine-wide /tmp may hold another Chromium build's
 * libraries (a foreign `libGLESv2.so` crashed the browser at start), so locally it unpacks into
 * a private folder: CHROMIUM_TMPDIR (the local runtime sets `.data/chromium-tmp`), else
 * `.data/chromium-tmp` under the working directory. Tests and the e2e browser share this code.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import chromium from '@sparticuz/chromium';
import puppeteer, { type Browser } from 'puppeteer-core';

/**
 * The folder to unpack into, or undefined for the default `os.tmpdir()` (on Lambda, recognised by
 * AWS_LAMBDA_FUNCTION_NAME, which the Lambda runtime always sets).
 */
export function chromiumUnpackDir(env: NodeJS.ProcessEnv, workingDir: string): string | undefined {
  if (env.AWS_LAMBDA_FUNCTION_NAME) return undefined;
  return env.CHROMIUM_TMPDIR || join(workingDir, '.data', 'chromium-tmp');
}

/**
 * Runs `start` with TMPDIR set to `dir` for its synchronous part only, and answers its promise.
 *
 * @sparticuz/chromium reads `os.tmpdir()` (which reads TMPDIR on every call) synchronously when
 * `executablePath()` is called: the existence check and each unpacking target are fixed before
 * its first `await`. Restoring TMPDIR right after the call keeps the rest of the process (the
 * local runtime's own temporary folders, other handlers) on the machine's temporary folder.
 */
function startWithTmpdir<T>(dir: string, start: () => Promise<T>): Promise<T> {
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    return start();
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  }
}

/** The Chromium binary, unpacked first when needed (1-1.5 s on a cold start). */
export function chromiumExecutablePath(unpackDir = chromiumUnpackDir(process.env, process.cwd())) {
  // No WebGL: the report draws SVG charts, and without graphics no GPU libraries are loaded.
  chromium.setGraphicsMode = false;
  if (!unpackDir) return chromium.executablePath();
  mkdirSync(unpackDir, { recursive: true });
  return startWithTmpdir(unpackDir, () => chromium.executablePath());
}

/** The command-line flags of @sparticuz/chromium (single process, no sandbox, no GPU). */
export function chromiumArgs(): string[] {
  chromium.setGraphicsMode = false;
  return chromium.args;
}

/** Tries of a launch whose binary another process is still writing, and the wait between them. */
const BUSY_TRIES = 20;
const BUSY_WAIT_MS = 500;

/**
 * Runs `launch` again while it fails with ETXTBSY: two processes of one machine (the unit tests'
 * printer and the local runtime's report function, on a fresh clone) unpack into the same folder,
 * and the one that finds the binary already there may spawn it while the other still writes it.
 * On Lambda one process owns /tmp, so the first try is the only one.
 */
export async function retryWhileBinaryBusy<T>(
  launch: () => Promise<T>,
  tries = BUSY_TRIES,
  waitMs = BUSY_WAIT_MS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch();
    } catch (error) {
      const busy = (error as { code?: string }).code === 'ETXTBSY' || /ETXTBSY/.test(String(error));
      if (!busy || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

/** A headless Chromium driven by puppeteer-core (chrome-headless-shell mode, as the package wants). */
export function launchChromium(unpackDir?: string): Promise<Browser> {
  // The unpacking too: writing the binary while another process runs it is ETXTBSY as well.
  return retryWhileBinaryBusy(async () =>
    puppeteer.launch({
      args: puppeteer.defaultArgs({ args: chromiumArgs(), headless: 'shell' }),
      executablePath: await chromiumExecutablePath(unpackDir),
      headless: 'shell',
    }),
  );
}
