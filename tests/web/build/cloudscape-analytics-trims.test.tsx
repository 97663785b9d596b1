/**
 * The build replaces Cloudscape's funnel analytics (web/vite-plugins/cloudscape-analytics-trims.ts)
 * while the site registers no metrics plugin: the stand-ins render what they wrap and the hooks
 * answer as the real ones do outside any funnel, so forms, modals and containers behave as
 * before. Once a source of the site names the analytics module, the real files stay.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { withoutFunnelAnalytics } from '@pvd/web/vite-plugins/cloudscape-analytics-trims';
import { render, renderHook, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import type { Plugin } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';

const cloudscapeDir = dirname(
  createRequire(import.meta.url).resolve('@cloudscape-design/components/package.json'),
);
const analyticsDir = join(cloudscapeDir, 'internal/analytics');
const funnelFile = join(analyticsDir, 'components/analytics-funnel.js');
const hooksFile = join(analyticsDir, 'hooks/use-funnel.js');

// Inside the project but outside node_modules: the stand-ins are compiled as the build does.
const scratchRoot = join(process.cwd(), '.data');
mkdirSync(scratchRoot, { recursive: true });
const scratch = mkdtempSync(join(scratchRoot, 'funnel-analytics-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** What the build loads for `file` with the site's sources in `sourceDir`. */
function loaded(sourceDir: string, file: string): string | undefined {
  return withoutFunnelAnalytics(sourceDir, cloudscapeDir)
    .map((plugin: Plugin) => (plugin.load as (id: string) => string | undefined).call({}, file))
    .find((text) => text !== undefined);
}

/** The stand-in the build gives for `file`, importable here (its one relative import made absolute). */
async function standIn<T>(file: string, name: string): Promise<T> {
  const text = loaded(join(process.cwd(), 'web/src'), file) ?? '';
  const path = join(scratch, name);
  writeFileSync(
    path,
    text.replaceAll(
      "'../context/analytics-context'",
      `'${join(analyticsDir, 'context/analytics-context.js')}'`,
    ),
  );
  return (await import(/* @vite-ignore */ path)) as T;
}

type Hooks = Record<
  'useFunnel' | 'useFunnelStep' | 'useFunnelStepRef' | 'useFunnelSubStep' | 'useFunnelNameSelector',
  () => unknown
>;
interface Trackers {
  AnalyticsFunnel: ComponentType<{ children: ReactNode }>;
  AnalyticsFunnelStep: ComponentType<{ children: (step: { stepNumber: number }) => ReactNode }>;
  AnalyticsFunnelSubStep: ComponentType<{ children: (subStep: { isNestedSubStep: boolean }) => ReactNode }>;
}

describe("Cloudscape's funnel analytics in the build", () => {
  it('hooks answer as the real ones outside any funnel: no funnel id, no attributes, no handlers', async () => {
    // Prepare
    const real = (await import(/* @vite-ignore */ hooksFile)) as Hooks;
    const stub = await standIn<Hooks>(hooksFile, 'use-funnel.js');
    for (const hook of Object.keys(real).filter((name) => name.startsWith('use')) as (keyof Hooks)[]) {
      // Act
      const answers = [real, stub].map((hooks) => renderHook(() => hooks[hook]()).result.current);
      // Assess
      expect(answers[1], hook).toEqual(answers[0]);
    }
    expect(renderHook(() => stub.useFunnelSubStep()).result.current).toMatchObject({
      funnelSubStepProps: {},
    });
  });

  it('trackers render what they wrap, a function given the context outside any funnel', async () => {
    // Prepare
    const { AnalyticsFunnel, AnalyticsFunnelStep, AnalyticsFunnelSubStep } = await standIn<Trackers>(
      funnelFile,
      'analytics-funnel.js',
    );
    // Act
    render(
      <AnalyticsFunnel>
        <AnalyticsFunnelStep>
          {(step) => (
            <AnalyticsFunnelSubStep>
              {(subStep) => <p>{`step ${step.stepNumber}, nested ${subStep.isNestedSubStep}`}</p>}
            </AnalyticsFunnelSubStep>
          )}
        </AnalyticsFunnelStep>
      </AnalyticsFunnel>,
    );
    // Assess
    expect(screen.getByText('step 0, nested false')).toBeTruthy();
  });

  it('stays as it is once a source of the site names the analytics module', () => {
    // Prepare
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const withMetrics = join(scratch, 'with-metrics');
    mkdirSync(withMetrics);
    writeFileSync(
      join(withMetrics, 'metrics.ts'),
      "import { setFunnelMetrics } from '@cloudscape-design/components/internal/analytics';\nsetFunnelMetrics(report);\n",
    );
    // Act
    const kept = [funnelFile, hooksFile].map((file) => loaded(withMetrics, file));
    // Assess
    expect(kept).toEqual([readFileSync(funnelFile, 'utf8'), readFileSync(hooksFile, 'utf8')]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
