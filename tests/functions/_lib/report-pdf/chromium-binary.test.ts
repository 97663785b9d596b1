import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumUnpackDir } from '@pvd/functions/_lib/report-pdf/chromium-binary';
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
