/**
 * A step's leave guard: registered once and removed with the step, deciding on the latest render's
 * values after the last edit has landed, and asking the user through the step's dialog.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeaveGuard } from '@/features/project-editor/model/step-props';
import { type LeaveDecision, useLeaveGuard } from '@/features/project-editor/model/use-leave-guard';

/** The wizard's side: the guard it holds now and how often it was handed one. */
function wizard() {
  const state = { guard: null as LeaveGuard | null, registered: 0 };
  const register = (guard: LeaveGuard | null) => {
    state.guard = guard;
    if (guard) state.registered++;
  };
  return { state, register };
}

describe('useLeaveGuard', () => {
  it('registers one guard for the step’s life, deciding on the latest render, and removes it with the step', async () => {
    // Prepare
    const { state, register } = wizard();
    const view = renderHook(({ sum }) => useLeaveGuard(register, () => sum < 100), {
      initialProps: { sum: 120 },
    });
    // Act: the user brings the sum under 100.
    view.rerender({ sum: 40 });
    const leave = await act(() => state.guard!());
    // Assess
    expect(leave).toBe(true);
    expect(state.registered).toBe(1);
    view.unmount();
    expect(state.guard).toBeNull();
  });

  it('lets the edit queued as the wizard asks land before deciding (a number committed on blur)', async () => {
    // Prepare: the step refuses 120; the click that leaves blurs the field that holds 40, whose
    // render is a task queued before the wizard asks.
    const { state, register } = wizard();
    const view = renderHook(({ sum }) => useLeaveGuard(register, () => sum < 100), {
      initialProps: { sum: 120 },
    });
    setTimeout(() => view.rerender({ sum: 40 }), 0);
    // Act
    const leave = await state.guard!();
    // Assess
    expect(leave).toBe(true);
  });

  it('asks the question and answers what the user chose', async () => {
    // Prepare
    const { state, register } = wizard();
    const decide: LeaveDecision<string> = (ask) => ask('Continue?');
    const { result } = renderHook(() => useLeaveGuard(register, decide));
    // Act
    let first: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      first = state.guard!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const asked = result.current.question;
    act(() => result.current.answer(true));
    let second: Promise<boolean> = Promise.resolve(true);
    await act(async () => {
      second = state.guard!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    act(() => result.current.answer(false));
    // Assess
    expect(asked).toBe('Continue?');
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    expect(result.current.question).toBeNull();
  });

  it('answers "stay" when the step goes while its question is open', async () => {
    // Prepare
    const { state, register } = wizard();
    const view = renderHook(() => useLeaveGuard<string>(register, (ask) => ask('Continue?')));
    let leave: Promise<boolean> = Promise.resolve(true);
    await act(async () => {
      leave = state.guard!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(view.result.current.question).toBe('Continue?');
    // Act
    view.unmount();
    // Assess
    expect(await leave).toBe(false);
  });
});
