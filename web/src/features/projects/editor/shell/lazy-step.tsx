/**
 * A wizard step whose code is loaded when first shown (step-registry): a loading state in the
 * step's place meanwhile, a retry if it fails. Until the code is there the step cannot say
 * whether it may be left (system settings and system loss check before a forward move), so a
 * forward move waits on the step: the user stays on it.
 */
import { type ComponentType, useEffect } from 'react';
import { lazyComponent } from '@/components/lazy-content';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import type { LazyModule } from '@/lib/lazy-module';
import type { StepProps } from '../model/step-props';

export function lazyStep<T>(
  module: LazyModule<T>,
  pick: (loaded: T) => ComponentType<StepProps>,
): ComponentType<StepProps> {
  const Loaded = lazyComponent(module, pick, 'step');
  function LazyStep(props: StepProps) {
    const { setLeaveGuard } = props;
    useEffect(() => {
      if (module.loaded() !== undefined) return;
      // Replaced by the step's own guard (or kept, answering yes) once its code has loaded.
      setLeaveGuard(async () => module.loaded() !== undefined);
    }, [setLeaveGuard]);
    return <Loaded {...props} />;
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
