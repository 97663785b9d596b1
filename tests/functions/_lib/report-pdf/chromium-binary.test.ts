import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumUnpackDir, retryWhileBinaryBusy } from '@pvd/functions/_lib/report-pdf/chromium-binary';
import { describe, expect, it } from 'vitest';

describe('chromiumUnpackDir', () => {
  it('leaves Lambda on its own /tmp (the default)', () => {
    expect(chromiumUnpackDir({ AWS_LAMBDA_FUNCTION_NAME: 'pv-pdf', CHROMIUM_TMPDIR: '/x' }, '/repo')).toBe(
      undefined,
    );
  });

  it('takes CHROMIUM_TMPDIR elsewhere, else .data/chromium-tmp of the working folder (never /tmp)', () => {
    expect(chromiumUnpackDir({ CHROMIUM_TMPDIR: '/repo/.data/chromium-tmp' }, '/cwd')).toBe(
      '/repo/.data/chromium-tmp',
    );
    expect(chromiumUnpackDir({}, '/cwd')).toBe('/cwd/.data/chromium-tmp');
    expect(chromiumUnpackDir({ CHROMIUM_TMPDIR: '' }, '/cwd')).toBe('/cwd/.data/chromium-tmp');
  });
});

describe('chromiumExecutablePath', () => {
  it('unpacks into the given folder and leaves TMPDIR as it was for the rest of the process', async () => {
    // Prepare: a fresh module, so the path is computed now; a folder that is not the machine's /tmp.
    const { chromiumExecutablePath } = await import('@pvd/functions/_lib/report-pdf/chromium-binary');
    const before = process.env.TMPDIR;
    const machineTmp = tmpdir();
    const folder = mkdtempSync(join(machineTmp, 'pvd-chromium-test-'));
    try {
      // Act
      const pending = chromiumExecutablePath(folder);
      const duringUnpacking = process.env.TMPDIR;
      const path = await pending;
      // Assess
      expect(duringUnpacking).toBe(before);
      expect(process.env.TMPDIR).toBe(before);
      expect(tmpdir()).toBe(machineTmp);
      expect(path).toBe(join(folder, 'chromium'));
      expect(existsSync(path)).toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('retryWhileBinaryBusy', () => {
  /** Runs `file` and answers its exit code (rejects when it cannot be spawned). */
  const run = (file: string) => () =>
    new Promise<number | null>((resolve, reject) => {
      const child = spawn(file);
      child.on('error', reject);
      child.on('exit', resolve);
    });

  it('starts a binary another process is still writing once the writer closes it (ETXTBSY before)', async () => {
    // Prepare: an executable still open for writing, as while another process unpacks Chromium.
    const folder = mkdtempSync(join(tmpdir(), 'pvd-busy-'));
    const file = join(folder, 'chromium');
    const writer = openSync(file, 'w', 0o755);
    writeSync(writer, '#!/bin/sh\nexit 0\n');
    try {
      await expect(run(file)()).rejects.toMatchObject({ code: 'ETXTBSY' });
      setTimeout(() => closeSync(writer), 300);
      // Act
      const code = await retryWhileBinaryBusy(run(file), 20, 100);
      // Assess
      expect(code).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('passes any other failure on at once', async () => {
    const started = Date.now();
    await expect(retryWhileBinaryBusy(run('/no/such/binary'), 20, 1_000)).rejects.toMatchObject({
      code: 'ENOENT',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
