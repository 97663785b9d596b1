/**
 * Code loaded when first needed (chunk loading failures are errors and the chunk load
 * time-out is 120 s [ERR-5]): one load shared by every caller, a time-out that fails it, a retry that
 * loads again, and what the page shows meanwhile (a loading state, then an error with a retry).
 */
import '../support/dom-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lazyComponent, lazyComponentAfterPaint } from '@/components/lazy-content';
import { setLanguage } from '@/lib/i18n';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, lazyModule } from '@/lib/lazy-module';

/** An importer answering each call in turn: a failure first, then the module. */
function flakyImporter<T>(module: T) {
  let calls = 0;
  const importer = () => {
    calls += 1;
    return calls === 1
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(module);
  };
  return { importer, calls: () => calls };
}

describe('lazyModule', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads once for every caller and then answers at once', async () => {
    // Prepare
    let calls = 0;
    const module = lazyModule(async () => {
      calls += 1;
      return { answer: 42 };
    });
    // Act
    const [first, second] = await Promise.all([module.load(), module.load()]);
    // Assess
    expect(first).toBe(second);
    expect(calls).toBe(1);
    expect(module.loaded()).toEqual({ answer: 42 });
  });

  it('fails a load that takes longer than 120 s, and loads again on the next call', async () => {
    // Prepare
    vi.useFakeTimers();
    let calls = 0;
    const module = lazyModule(() => {
      calls += 1;
      return calls === 1
        ? new Promise<{ late: true }>(() => undefined)
        : Promise.resolve({ late: true as const });
    });
    // Act
    const first = module.load();
    const failure = expect(first).rejects.toBeInstanceOf(ChunkTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(module.loaded()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await failure;
    // Assess
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    await expect(module.load()).resolves.toEqual({ late: true });
    expect(calls).toBe(2);
  });

  it('loads again after a failure', async () => {
    // Prepare
    const flaky = flakyImporter({ answer: 1 });
    const module = lazyModule(flaky.importer);
    // Act
    await expect(module.load()).rejects.toThrow('Failed to fetch');
    const second = await module.load();
    // Assess
    expect(second).toEqual({ answer: 1 });
    expect(flaky.calls()).toBe(2);
  });
});

describe('lazyComponent', () => {
  beforeAll(async () => {
    await setLanguage('en');
  });

  function Greeting({ name }: { name: string }) {
    return <p>Hello {name}</p>;
  }

  it('shows the loading state, then the component with its props', async () => {
    // Prepare
    const Lazy = lazyComponent(
      lazyModule(async () => ({ Greeting })),
      (m) => m.Greeting,
      'chart',
    );
    // Act
    render(<Lazy name="Li" />);
    // Assess
    expect(screen.getByText('Loading the chart…')).toBeTruthy();
    expect(await screen.findByText('Hello Li')).toBeTruthy();
    expect(screen.queryByText('Loading the chart…')).toBeNull();
  });

  it('says a failed load failed, and a retry loads it', async () => {
    // Prepare
    const flaky = flakyImporter({ Greeting });
    const Lazy = lazyComponent(lazyModule(flaky.importer), (m) => m.Greeting, 'step');
    render(<Lazy name="Wang" />);
    expect(await screen.findByText(/This part of the page could not be loaded/)).toBeTruthy();
    expect(screen.queryByText('Hello Wang')).toBeNull();
    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // Assess
    expect(await screen.findByText('Hello Wang')).toBeTruthy();
    expect(flaky.calls()).toBe(2);
  });

  it('after paint: fetches nothing during the first render, then loads and shows the component', async () => {
    // Prepare
    const importer = vi.fn(async () => ({ Greeting }));
    const Lazy = lazyComponentAfterPaint(lazyModule(importer), (m) => m.Greeting, 'horizon');
    // Act
    render(<Lazy name="Zhao" />);
    // Assess
    expect(screen.getByText('Loading the far horizon…')).toBeTruthy();
    expect(importer).not.toHaveBeenCalled();
    expect(await screen.findByText('Hello Zhao')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("after paint: the loading state keeps the part's box before the paint and while the code comes", async () => {
    // Prepare: the code arrives when the test says.
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => undefined;
    const importer = vi.fn(() => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)));
    const Lazy = lazyComponentAfterPaint(lazyModule(importer), (m) => m.Greeting, 'slider', {
      blockSize: 60,
    });
    const boxOfLoadingLine = () =>
      screen.getByText('Loading the slider…').closest('div[style]') as HTMLElement;
    // Act
    render(<Lazy name="Sun" />);
    // Assess
    expect(boxOfLoadingLine().style.blockSize).toBe('60px');
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    expect(boxOfLoadingLine().style.blockSize).toBe('60px');
    arrive({ Greeting });
    expect(await screen.findByText('Hello Sun')).toBeTruthy();
    expect(screen.queryByText('Loading the slider…')).toBeNull();
  });
});
