/**
 * Current-carrying capacities of copper cables and their rating factors, from IEC 60364-5-52:2009
 * ("Low-voltage electrical installations – Part 5-52: Selection and erection of electrical
 * equipment – Wiring systems"), Annex B. Capacities are for copper conductors at an ambient
 * temperature of 30 °C in air (20 °C in the ground for method D1), one circuit alone.
 *
 * Tables: B.52.2 (PVC, two loaded conductors), B.52.3 (PVC, three loaded), B.52.4 (XLPE or EPR,
 * two loaded), B.52.5 (XLPE or EPR, three loaded), methods A1 to D1; B.52.10 (PVC) and B.52.12
 * (XLPE) for multicore cables in free air, method E. Grouping: B.52.17 (items 1 and 4) and
 * B.52.19 (cables in ducts in the ground).
 */

/** The installation methods of IEC 60364-5-52 Table B.52.1 that the product offers [STR-9]. */
export const INSTALLATION_METHODS = ['A1', 'A2', 'B1', 'B2', 'C', 'D1', 'E'] as const;
export type InstallationMethod = (typeof INSTALLATION_METHODS)[number];

/** Insulation: PVC (70 °C conductor) or cross-linked polyethylene / EPR (90 °C). */
export const CABLE_INSULATIONS = ['PVC', 'XLPE'] as const;
export type CableInsulation = (typeof CABLE_INSULATIONS)[number];

/** The maximum conductor temperature in normal use of each insulation (Table 52.1). [°C] */
export const MAX_CONDUCTOR_TEMPERATURE_C: Record<CableInsulation, number> = { PVC: 70, XLPE: 90 };

/** The nominal cross-sections the tables give, smallest first (IEC 60228). [mm²] */
export const STANDARD_CROSS_SECTIONS_MM2 = [
  1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95, 120, 150, 185, 240, 300,
] as const;

/** Loaded conductors of a circuit: two (DC, single phase) or three (balanced three phase). */
export type LoadedConductors = 2 | 3;

/** One column per method, one value per standard cross-section. [A] */
type CapacityColumns = Record<InstallationMethod, readonly number[]>;

/** Copper capacities by insulation and loaded conductors. [A] */
export const COPPER_CAPACITY_A: Record<CableInsulation, Record<LoadedConductors, CapacityColumns>> = {
  PVC: {
    2: {
      A1: [14.5, 19.5, 26, 34, 46, 61, 80, 99, 119, 151, 182, 210, 240, 273, 321, 367],
      A2: [14, 18.5, 25, 32, 43, 57, 75, 92, 110, 139, 167, 192, 219, 248, 291, 334],
      B1: [17.5, 24, 32, 41, 57, 76, 101, 125, 151, 192, 232, 269, 300, 341, 400, 458],
      B2: [16.5, 23, 30, 38, 52, 69, 90, 111, 133, 168, 201, 232, 258, 294, 344, 394],
      C: [19.5, 27, 36, 46, 63, 85, 112, 138, 168, 213, 258, 299, 344, 392, 461, 530],
      D1: [22, 29, 37, 46, 60, 78, 99, 119, 140, 173, 204, 231, 261, 292, 336, 379],
      E: [22, 30, 40, 51, 70, 94, 119, 148, 180, 232, 282, 328, 379, 434, 514, 593],
    },
    3: {
      A1: [13.5, 18, 24, 31, 42, 56, 73, 89, 108, 136, 164, 188, 216, 245, 286, 328],
      A2: [13, 17.5, 23, 29, 39, 52, 68, 83, 99, 125, 150, 172, 196, 223, 261, 298],
      B1: [15.5, 21, 28, 36, 50, 68, 89, 110, 134, 171, 207, 239, 262, 296, 346, 394],
      B2: [15, 20, 27, 34, 46, 62, 80, 99, 118, 149, 179, 206, 225, 255, 297, 339],
      C: [17.5, 24, 32, 41, 57, 76, 96, 119, 144, 184, 223, 259, 299, 341, 403, 464],
      D1: [18, 24, 31, 39, 52, 67, 86, 103, 122, 151, 179, 203, 230, 258, 297, 336],
      E: [18.5, 25, 34, 43, 60, 80, 101, 126, 153, 196, 238, 276, 319, 364, 430, 497],
    },
  },
  XLPE: {
    2: {
      A1: [19, 26, 35, 45, 61, 81, 106, 131, 158, 200, 241, 278, 318, 362, 424, 486],
      A2: [18.5, 25, 33, 42, 57, 76, 99, 121, 145, 183, 220, 253, 290, 329, 386, 442],
      B1: [23, 31, 42, 54, 75, 100, 133, 164, 198, 253, 306, 354, 393, 449, 528, 603],
      B2: [22, 30, 40, 51, 69, 91, 119, 146, 175, 221, 265, 305, 334, 384, 459, 532],
      C: [24, 33, 45, 58, 80, 107, 138, 171, 209, 269, 328, 382, 441, 506, 599, 693],
      D1: [25, 33, 43, 53, 71, 91, 116, 139, 164, 203, 239, 271, 306, 343, 395, 446],
      E: [26, 36, 49, 63, 86, 115, 149, 185, 225, 289, 352, 410, 473, 542, 641, 741],
    },
    3: {
      A1: [17, 23, 31, 40, 54, 73, 95, 117, 141, 179, 216, 249, 285, 324, 380, 435],
      A2: [16.5, 22, 30, 38, 51, 68, 89, 109, 130, 164, 197, 227, 259, 295, 346, 396],
      B1: [20, 28, 37, 48, 66, 88, 117, 144, 175, 222, 269, 312, 342, 384, 450, 514],
      B2: [19.5, 26, 35, 44, 60, 80, 105, 128, 154, 194, 233, 268, 300, 340, 398, 455],
      C: [22, 30, 40, 52, 71, 96, 119, 147, 179, 229, 278, 322, 371, 424, 500, 576],
      D1: [21, 28, 36, 44, 58, 75, 96, 115, 135, 167, 197, 223, 251, 281, 324, 365],
      E: [23, 32, 42, 54, 75, 100, 127, 158, 192, 246, 298, 346, 399, 456, 538, 621],
    },
  },
};

/**
 * Reduction factors for groups of circuits, index 0 = one circuit; a group larger than the table
 * takes its last factor. Table B.52.17 item 1 (bunched in air, on a surface, embedded or
 * enclosed: methods A to C; 9 circuits 0.50, 12 0.45, 16 0.41, 20 0.38), item 4 (a single layer
 * on a perforated horizontal tray: method E, no further reduction beyond nine), and Table B.52.19
 * (multicore cables in single-way ducts in the ground, nil spacing: method D1). [-]
 */
export const GROUPING_FACTORS: Record<'bunched' | 'tray' | 'ducts', readonly number[]> = {
  bunched: [
    1, 0.8, 0.7, 0.65, 0.6, 0.57, 0.54, 0.52, 0.5, 0.45, 0.45, 0.45, 0.41, 0.41, 0.41, 0.41, 0.38, 0.38, 0.38,
    0.38,
  ],
  tray: [1, 0.88, 0.82, 0.77, 0.75, 0.73, 0.73, 0.72, 0.72],
  ducts: [1, 0.85, 0.75, 0.7, 0.65, 0.6],
};

/** Most circuits a cable may be grouped with, itself included: the bunched table's last row [STR-9]. */
export const MAX_GROUPED_CIRCUITS = GROUPING_FACTORS.bunched.length;
