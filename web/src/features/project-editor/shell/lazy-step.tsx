/**
 * A wizard step whose code is loaded when first shown (step-registry): a loading state in the
 * step's place meanwhile, a retry if it fails. Until the code is there the step cannot say
 * whether it may be left (system settings and system loss check before a forward move), so a
 * forward move asked meanwhile waits for the code (the wizard's Next shows it is busy), then for
 * the step to mount, and then asks the step's own guard, if it has one. A load that fails answers
 * "stay": the step shows the failure with its retry.
 */
import { type ComponentType, useCallback, useEffect, useRef } from 'react';
import { lazyComponent } from '@/components/lazy-content';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import type { LazyModule } from '@/lib/lazy-module';
import type { LeaveGuard, StepProps } from '../model/step-props';

interface MountSignal {
  /** Called once the loaded step has mounted (its own guard, if any, is registered by then). */
  onMounted(): void;
}

/** Settles once the loaded step has mounted (true) or the lazy step went without it (false). */
interface Mounting {
  promise: Promise<boolean>;
  settle(mounted: boolean): void;
}

function mounting(): Mounting {
  let settle: (mounted: boolean) => void = () => undefined;
  const promise = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

/**
 * The step with a signal after its mount: a parent's effects run after its children's, so the
 * step's own `setLeaveGuard` has run when `onMounted` is called.
 */
function signallingMount(Step: ComponentType<StepProps>): ComponentType<StepProps & MountSignal> {
  function Signalling({ onMounted, ...props }: StepProps & MountSignal) {
    useEffect(() => onMounted(), [onMounted]);
    return <Step {...props} />;
  }
  return Signalling;
}

export function lazyStep<T>(
  module: LazyModule<T>,
  pick: (loaded: T) => ComponentType<StepProps>,
): ComponentType<StepProps> {
  // One component type for the module's life: a new type each render would remount the step.
  let signalling: ComponentType<StepProps & MountSignal> | undefined;
  const Loaded = lazyComponent(
    module,
    (loaded: T) => {
      signalling ??= signallingMount(pick(loaded));
      return signalling;
    },
    'step',
  );

  function LazyStep(props: StepProps) {
    const { setLeaveGuard } = props;
    const mounted = useRef<Mounting>(mounting());
    const own = useRef<LeaveGuard | null>(null);
    const register = useCallback(
      (guard: LeaveGuard | null) => {
        own.current = guard;
        setLeaveGuard(guard);
      },
      [setLeaveGuard],
    );
    const onMounted = useCallback(() => mounted.current.settle(true), []);

    useEffect(() => {
      const mounting = mounted.current;
      if (module.loaded() === undefined) {
        // Replaced by the step's own guard once it mounts; asked before that, it waits for it.
        setLeaveGuard(async () => {
          const loaded = await module.load().then(
            () => true,
            () => false,
          );
          if (!loaded || !(await mounting.promise)) return false;
          return own.current ? own.current() : true;
        });
      }
      return () => mounting.settle(false);
    }, [setLeaveGuard]);

    return <Loaded {...props} setLeaveGuard={register} onMounted={onMounted} />;
  }
  return LazyStep;
}

/**
 * The step, starting `preload` (the editor's code for later: charts, the other steps) once it has
 * painted, so that moving on does not wait for the network.
 */
export function preloadingAfterPaint(
  Step: ComponentType<StepProps>,
  preload: () => void,
): ComponentType<StepProps> {
  function Preloading(props: StepProps) {
    useAfterFirstPaint(preload);
    return <Step {...props} />;
  }
  return Preloading;
}
