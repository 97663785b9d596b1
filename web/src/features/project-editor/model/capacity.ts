/**
 * The capacity re-derived from the inverters (once the inverter step is reached,
 * proCapacity is re-derived in kW from the inverters' total power, 2 decimals [PRJ-7]), kept in the
 * draft by the inverter and system settings steps, where the string design changes.
 */

import { capacityFromInverters } from '@pvd/shared/project/design/electrical';
import { CapacityUnit, capacityInUnit } from '@pvd/shared/project/record/base';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { useEffect } from 'react';
import type { StepProps } from './step-props';

/**
 * The project base with the capacity re-derived from the inverters [PRJ-7]: in kW, 2 decimals
 * as the shared sum gives it. Null when nothing changes or no string carries panels yet (the
 * entered capacity stays until the string design gives one).
 */
export function baseWithInverterCapacity(
  base: ProjectInputBody['projectBase'],
  fromInvertersKw: number,
): ProjectInputBody['projectBase'] | null {
  if (!(fromInvertersKw > 0)) return null;
  const unit = base.proCapacityUnit ?? CapacityUnit.kW;
  if (unit === CapacityUnit.kW && base.proCapacity === fromInvertersKw) return null;
  return {
    ...base,
    proCapacity: capacityInUnit(fromInvertersKw, CapacityUnit.kW),
    proCapacityUnit: CapacityUnit.kW,
  };
}

/**
 * Keeps the draft's capacity on the inverters' figure; answers it (0 while no string carries
 * panels). [kW]
 */
export function useCapacityFromInverters({
  draft,
  live,
  update,
}: Pick<StepProps, 'draft' | 'live' | 'update'>): number {
  const fromInvertersKw = live.record ? capacityFromInverters(live.record) : 0;
  const stale = baseWithInverterCapacity(draft.body.projectBase, fromInvertersKw) !== null;
  useEffect(() => {
    if (!stale) return;
    update((body) => {
      const base = baseWithInverterCapacity(body.projectBase, fromInvertersKw);
      return base ? { ...body, projectBase: base } : body;
    });
  }, [stale, fromInvertersKw, update]);
  return fromInvertersKw;
}
