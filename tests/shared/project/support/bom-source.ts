/**
 * A project as the bill of materials reads it, written out by hand: a drawn array of 24 JA
 * panels (double row, landscape) and a manual array of 12 LONGi panels; two units of a
 * three-phase 10 kW inverter and one single-phase 5 kW storage inverter with four 5 kWh modules;
 * copper DC and AC cables. The counts below follow from it by hand.
 */

import { investmentOrDefaults } from '@pvd/shared/finance/investment';
import type { BomSource } from '@pvd/shared/project/paperwork/bill-of-materials';

const dc = (numberOfStrings: number, lengthM: number, areaMm2 = 4, name = 'Copper') => ({
  numberOfStrings,
  numberOfComponentsPerString: 12,
  name,
  cableMaterialLength: lengthM,
  cableMaterialArea: areaMm2,
});
const ac = (lengthM: number, areaMm2: number, name = 'Copper') => ({
  name,
  cableMaterialLength: lengthM,
  cableMaterialArea: areaMm2,
});

export function bomSource(chargeDetails: Partial<Record<string, number>> = {}): BomSource {
  const investment = investmentOrDefaults({
    chargeDetails: { ...investmentOrDefaults(null).chargeDetails, ...chargeDetails },
  });
  return {
    capacityKw: 18.12,
    investment,
    pvArray: [
      {
        panelcount: 24,
        layout: { layingMethod: 3 },
        panel: {
          manufacturer: 'JA Solar',
          componentmodelname: 'JAM72S30-550',
          peakpower: 550,
          componentlength: 2.278,
          componentwidth: 1.134,
        },
      },
      {
        panelcount: 12,
        layout: null,
        panel: {
          manufacturer: 'LONGi',
          componentmodelname: 'LR5-54HPH-410M',
          peakpower: 410,
          componentlength: 1.722,
          componentwidth: 1.134,
        },
      },
    ],
    inverter: [
      {
        invertercount: 2,
        batterynumber: null,
        battery: null,
        info: {
          modelname: 'SUN-10K-G',
          vendor: 'Deye',
          mainsvoltype: 'Three-Phase',
          ratedacoutputpower: 10000,
        },
        inverters: [
          { DC: [dc(1, 20), dc(1, 25), dc(0, 30)], AC: ac(15, 6) },
          { DC: [dc(2, 10)], AC: ac(15, 6) },
        ],
      },
      {
        invertercount: 1,
        batterynumber: 4,
        battery: { batterybrand: 'Pylontech', batterymodel: 'US5000', batterycapacity: 4.8 },
        info: {
          modelname: 'SUN-5K-SG',
          vendor: 'Deye',
          mainsvoltype: 'Single-Phase',
          ratedacoutputpower: 5000,
        },
        inverters: [{ DC: [dc(1, 12, 6)], AC: ac(8, 10, '') }],
      },
    ],
  };
}
