/**
 * Whether a common battery's model and brand are held by another battery. The guard item in the
 * write's transaction is what makes the rule hold under concurrency; this read also catches
 * batteries stored before their guards existed (a table seeded by an older version).
 */
import {
  queryCommonBatteries,
  type StoredCommonBattery,
  sameCommonBattery,
} from '../db/entities/common-battery';

/** True when a battery other than `battery` (by id) has its model and brand. */
export async function commonBatteryTaken(battery: StoredCommonBattery): Promise<boolean> {
  const alike = await queryCommonBatteries(battery.batterymodel);
  return alike.some((other) => other.id !== battery.id && sameCommonBattery(other, battery));
}
