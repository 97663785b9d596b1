/**
 * A wizard step whose code loads when first shown: a forward move asked while the code is still
 * loading waits for it and then for the step's own guard (it used to be refused without a word),
 * a step without a guard is left once it is there, and a load that fails keeps the user on the
 * step, which shows the failure.
 */
import '@tests/web/support/dom-polyfills';
import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LeaveGuard, StepProps } from '@/features/project-editor/model/step-props';
import { useLeaveGuard } from '@/features/project-editor/model/use-leave-guard';
import { lazyStep } from '@/features/project-editor/shell/lazy-step';
import { setLanguage } from '@/lib/i18n';
import { lazyModule } from '@/lib/lazy-module';

/** An import that answers when the test says. */
function heldImport<T>() {
  let answer: (module: T) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { importer: () => promise, answer, fail };
}

/** The wizard's side: the guard it holds now. */
function wizard() {
  const state = { guard: null as LeaveGuard | null };
  const setLeaveGuard = (guard: LeaveGuard | null) => {
    state.guard = guard;
  };
  return { state, setLeaveGuard };
}

function stepProps(setLeaveGuard: StepProps['setLeaveGuard']): StepProps {
  return {
    draft: {} as StepProps['draft'],
    live: {} as StepProps['live'],
    update: () => undefined,
    addCopies: () => undefined,
    keepMeterFile: () => undefined,
    preSave: async () => undefined,
    showIssues: false,
    setLeaveGuard,
  };
}

/** A step that may be left only while its sum is under 100 (as system loss decides). */
function GuardedStep({ setLeaveGuard }: StepProps) {
  useLeaveGuard(setLeaveGuard, () => Number(document.body.dataset.sum) < 100);
  return <p>Guarded step</p>;
}

function PlainStep() {
  return <p>Plain step</p>;
}

/** Whether `promise` has settled after the work queued now has run. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return done;
}

describe('lazyStep', () => {
  beforeAll(async () => {
    await setLanguage('en');
  });

  it('asked to move on while its code loads, waits for it and answers with the step’s own guard', async () => {
    // Prepare
    const held = heldImport<{ GuardedStep: typeof GuardedStep }>();
    const Step = lazyStep(lazyModule(held.importer), (m) => m.GuardedStep);
    const { state, setLeaveGuard } = wizard();
    render(<Step {...stepProps(setLeaveGuard)} />);
    document.body.dataset.sum = '120';
    // Act: Next while the code is on its way.
    const leave = state.guard!();
    expect(await settled(leave)).toBe(false);
    held.answer({ GuardedStep });
    // Assess: the step's rule (120 is not under 100) decides.
    expect(await screen.findByText('Guarded step')).toBeTruthy();
    expect(await leave).toBe(false);
    document.body.dataset.sum = '40';
    expect(await state.guard!()).toBe(true);
  });

  it('lets the user move on from a step without a guard once its code is there', async () => {
    // Prepare
    const held = heldImport<{ PlainStep: typeof PlainStep }>();
    const Step = lazyStep(lazyModule(held.importer), (m) => m.PlainStep);
    const { state, setLeaveGuard } = wizard();
    render(<Step {...stepProps(setLeaveGuard)} />);
    // Act
    const leave = state.guard!();
    held.answer({ PlainStep });
    // Assess
    expect(await leave).toBe(true);
    expect(screen.getByText('Plain step')).toBeTruthy();
  });

  it('keeps the user on a step whose code failed to load, which says so', async () => {
    // Prepare
    const held = heldImport<{ PlainStep: typeof PlainStep }>();
    const Step = lazyStep(lazyModule(held.importer), (m) => m.PlainStep);
    const { state, setLeaveGuard } = wizard();
    render(<Step {...stepProps(setLeaveGuard)} />);
    // Act
    const leave = state.guard!();
    held.fail(new TypeError('Failed to fetch dynamically imported module'));
    // Assess
    expect(await leave).toBe(false);
    expect(await screen.findByText(/This part of the page could not be loaded/)).toBeTruthy();
  });
});
