/**
 * The system panels seeded on first start: real module types with the STC figures of their
 * manufacturers' datasheets (Pmax, Vmp, Imp, Voc, Isc, temperature coefficients, dimensions,
 * efficiency, maximum system voltage), covering mono PERC, n-type TOPCon, back-contact,
 * heterojunction (HIT/HJT), polycrystalline and thin film (CdTe, CIS, triple-junction a-Si).
 * Panasonic and SunPower state the Voc coefficient in mV/℃ and the Isc one in mA/℃; they are
 * kept in those units. The two double-glass bifacial types carry their datasheets' nominal
 * bifaciality (JA Solar DeepBlue 4.0 Pro 80 %, Risen Hyper-ion 85 %). Every seed passes the form's
 * schema when the catalogue is seeded.
 */
import { type PanelSpec, panelSpecSchema } from '@pvd/shared/catalogue/panel';

type Row = [
  manufacturer: string,
  model: string,
  wafer: string,
  lengthM: number,
  widthM: number,
  pmax: number,
  vmp: number,
  imp: number,
  voc: number,
  isc: number,
  efficiency: number,
  systemVoltage: number,
  coefficients: [voc: number, isc: number, pmax: number, unit?: 'mV/℃'],
  /** Rear over front efficiency of a bifacial (double-glass) type, its datasheet's nominal [-]. */
  bifaciality?: number,
];

// biome-ignore format: one datasheet per line reads as the table it is
const rows: Row[] = [
  ['LONGi', 'LR5-72HPH-540M (Hi-MO 5)', 'mono', 2.256, 1.133, 540, 41.65, 12.97, 49.5, 13.85, 21.1, 1500, [-0.27, 0.048, -0.35]],
  ['LONGi', 'LR5-54HPH-410M (Hi-MO 5m)', 'mono', 1.722, 1.134, 410, 31.35, 13.08, 37.45, 13.87, 21.0, 1500, [-0.27, 0.048, -0.35]],
  ['LONGi', 'LR5-54HTH-430M (Hi-MO 6)', 'mono', 1.722, 1.134, 430, 33.01, 13.03, 39.55, 13.72, 22.0, 1500, [-0.23, 0.05, -0.29]],
  ['JinkoSolar', 'JKM580N-72HL4-V (Tiger Neo)', 'mono', 2.278, 1.134, 580, 42.44, 13.67, 51.57, 14.35, 22.45, 1500, [-0.25, 0.045, -0.29]],
  ['JinkoSolar', 'JKM440N-54HL4-V (Tiger Neo)', 'mono', 1.722, 1.134, 440, 32.64, 13.48, 39.26, 14.01, 22.53, 1500, [-0.25, 0.045, -0.29]],
  ['JinkoSolar', 'JKM330PP-72 (Eagle)', 'poly', 1.956, 0.992, 330, 37.8, 8.73, 46.9, 9.14, 17.01, 1000, [-0.29, 0.06, -0.4]],
  ['Trina Solar', 'TSM-445NEG9R.28 (Vertex S+)', 'mono', 1.762, 1.134, 445, 35.2, 12.64, 42.7, 13.37, 22.3, 1500, [-0.24, 0.04, -0.3]],
  ['Trina Solar', 'TSM-550DE19 (Vertex)', 'mono', 2.384, 1.096, 550, 31.6, 17.4, 37.9, 18.52, 21.0, 1500, [-0.25, 0.04, -0.34]],
  ['Trina Solar', 'TSM-400DE09.08 (Vertex S)', 'mono', 1.754, 1.096, 400, 34.2, 11.7, 41.2, 12.28, 20.8, 1500, [-0.25, 0.04, -0.34]],
  ['JA Solar', 'JAM72S30-550/MR (DeepBlue 3.0)', 'mono', 2.278, 1.134, 550, 41.96, 13.11, 49.9, 14.0, 21.3, 1500, [-0.275, 0.045, -0.35]],
  ['JA Solar', 'JAM54S30-415/MR (DeepBlue 3.0)', 'mono', 1.722, 1.134, 415, 31.29, 13.26, 37.39, 14.01, 21.3, 1500, [-0.275, 0.045, -0.35]],
  ['JA Solar', 'JAM72D40-580/LB (DeepBlue 4.0 Pro)', 'mono', 2.333, 1.134, 580, 43.04, 13.48, 51.6, 14.23, 21.9, 1500, [-0.25, 0.046, -0.29], 0.8],
  ['Canadian Solar', 'CS3W-400P (HiKu)', 'poly', 2.108, 1.048, 400, 39.0, 10.26, 47.2, 10.9, 18.1, 1500, [-0.29, 0.05, -0.37]],
  ['Canadian Solar', 'CS6K-280P', 'poly', 1.65, 0.992, 280, 31.5, 8.89, 38.5, 9.43, 17.11, 1000, [-0.31, 0.053, -0.41]],
  ['Canadian Solar', 'CS6R-410MS (HiKu6)', 'mono', 1.722, 1.134, 410, 31.0, 13.23, 37.0, 14.05, 21.0, 1500, [-0.26, 0.05, -0.34]],
  ['Hanwha Q CELLS', 'Q.PEAK DUO ML-G10+ 400', 'mono', 1.879, 1.045, 400, 37.13, 10.77, 45.3, 11.14, 20.4, 1000, [-0.27, 0.04, -0.34]],
  ['Risen Energy', 'RSM132-8-700BHDG (Hyper-ion)', 'HIT', 2.384, 1.303, 700, 40.46, 17.3, 48.45, 18.3, 22.5, 1500, [-0.22, 0.04, -0.24], 0.85],
  ['Panasonic', 'VBHN330SJ53 (HIT N330)', 'HIT', 1.59, 1.053, 330, 58.0, 5.7, 69.7, 6.07, 19.7, 1000, [-174, 3.34, -0.258, 'mV/℃']],
  ['SunPower', 'SPR-MAX3-400 (Maxeon 3)', 'mono', 1.69, 1.046, 400, 65.8, 6.08, 75.6, 6.58, 22.6, 1000, [-176, 2.9, -0.29, 'mV/℃']],
  ['First Solar', 'FS-6440 (Series 6)', 'CdTe', 2.009, 1.232, 440, 180.3, 2.44, 218.7, 2.57, 17.8, 1500, [-0.28, 0.04, -0.32]],
  ['First Solar', 'FS-7530A-TR1 (Series 7)', 'CdTe', 2.3, 1.216, 530, 188.7, 2.81, 228.8, 2.96, 19.0, 1500, [-0.28, 0.04, -0.32]],
  ['Solar Frontier', 'SF170-S', 'CIS', 1.257, 0.977, 170, 87.5, 1.95, 112.0, 2.2, 13.8, 1000, [-0.3, 0.01, -0.31]],
  ['Uni-Solar', 'PVL-144', 'triple a-Si', 5.486, 0.394, 144, 33.0, 4.36, 46.2, 5.3, 6.7, 1000, [-0.38, 0.1, -0.21]],
];

/** The seeded system panels, checked by the form's schema. */
export function seedPanelSpecs(): PanelSpec[] {
  return rows.map(
    ([manufacturer, model, wafer, length, width, pmax, vmp, imp, voc, isc, eff, vsys, tc, bifaciality]) => {
      const unit = tc[3] ?? '%/℃';
      return panelSpecSchema.parse({
        manufacturer,
        componentmodelname: model,
        componentlength: length,
        componentwidth: width,
        wafermaterial: wafer,
        peakpower: pmax,
        mppvoltage: vmp,
        mppcurrent: imp,
        allowedvoltage: vsys,
        efficiency: eff,
        opencircuitvoltage: voc,
        shortcircuitcurrent: isc,
        tempcoefficientvoc: tc[0],
        tempcoefficientvocunit: unit,
        tempcoefficientisc: tc[1],
        tempcoefficientiscunit: unit,
        tempCoefficientPmax: tc[2],
        ...(bifaciality !== undefined && { bifacialityFactor: bifaciality }),
      });
    },
  );
}
