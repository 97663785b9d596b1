/**
 * A step's guard on leaving it forwards [WIZ-1], [WIZ-9], registered with the wizard once for the
 * step's life. When the wizard asks, the guard
 * - first lets the last edit land: a number typed just before the click reaches the draft on
 *   blur, and the render that follows is what the guard must judge;
 * - then decides with the step's values of the latest render, not those of the render that
 *   registered it (so the wizard, which keeps the guard, is not re-rendered by every edit);
 * - may ask the user: `ask(question)` shows the question (the step renders `question` as its
 *   dialog) and answers what the user chose through `answer(leave)`.
 * A step that goes while its question is open answers "stay".
 */
import { useEffect, useState } from 'react';
import { useLatest } from '@/hooks/use-latest';
import type { LeaveGuard } from './step-props';

/** Decides whether the wizard may leave the step; `ask` shows a question and answers the user's choice. */
export type LeaveDecision<Q> = (ask: (question: Q) => Promise<boolean>) => boolean | Promise<boolean>;

export interface LeaveQuestion<Q> {
  /** The question being asked, or null. */
  question: Q | null;
  /** The user's answer to `question`: leave (true) or stay. */
  answer(leave: boolean): void;
}

interface Asked<Q> {
  question: Q;
  settle(leave: boolean): void;
}

/** Resolves after the tasks queued now (a blur's update and its render) have run. */
function afterPendingWork(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * @param register - The wizard's `setLeaveGuard`.
 * @param decide - The step's rule, called with the latest render's values each time the wizard asks.
 *
 * @example
 * const exit = useLeaveGuard<ExitQuestion>(setLeaveGuard, async (ask) => (ok ? true : ask(question)));
 * {exit.question && <ExitDialog question={exit.question} onAnswer={exit.answer} />}
 */
export function useLeaveGuard<Q = never>(
  register: (guard: LeaveGuard | null) => void,
  decide: LeaveDecision<Q>,
): LeaveQuestion<Q> {
  const latest = useLatest(decide);
  const [asked, setAsked] = useState<Asked<Q> | null>(null);

  useEffect(() => {
    let mounted = true;
    let open: Asked<Q> | null = null;
    const ask = (question: Q) =>
      new Promise<boolean>((resolve) => {
        const settle = (leave: boolean) => {
          if (open !== asking) return;
          open = null;
          if (mounted) setAsked(null);
          resolve(leave);
        };
        const asking: Asked<Q> = { question, settle };
        open = asking;
        setAsked(asking);
      });
    register(async () => {
      await afterPendingWork();
      return mounted ? latest.current(ask) : false;
    });
    return () => {
      mounted = false;
      open?.settle(false);
      register(null);
    };
  }, [register, latest]);

  return { question: asked?.question ?? null, answer: (leave) => asked?.settle(leave) };
}
