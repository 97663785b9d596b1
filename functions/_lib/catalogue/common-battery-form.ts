/** The common battery form (camelCase, as the form sends it [CAT-7]) in the stored, listed shape (lower-case names). */
import type { CommonBatterySpec } from '@pvd/shared/catalogue/battery';

/** The form's values under the stored (listed) names. */
export function commonBatteryFromForm(form: CommonBatterySpec) {
  return {
    batterymodel: form.modelName,
    batterybrand: form.brand,
    batterycapacity: form.capacity,
    batterytype: form.batteryType,
    maximumnumberofparallelsseries: form.maximumNumberOfParallelsSeries,
    minimumnumberofparallelsseries: form.minimumNumberOfParallelsSeries,
  };
}
