/**
 * The project's limits in its schema: required base fields with their message
 * keys, capacity ≥ 0 and its kW/MW conversion, coordinates, temperatures −50..80 in order, tilt
 * 0-90, azimuth 0-360, panel count ≥ 1, a drawn array's drawing, loss sum < 100, money ≥ 0,
 * monthly load spellings, and the project's own bounds.
 */
import { capacityInKw } from '@pvd/shared/project/record/base';
import { projectInput } from '@pvd/shared/project/record/project';
import { describe, expect, it } from 'vitest';
import { homeProject } from '../support/home-project';

/** A body the tests bend into invalid shapes on purpose (any field, any type). */
// biome-ignore lint/suspicious/noExplicitAny: the cases write wrong types into any field
type Body = Record<string, any>;

/** The home project's body with `patch` applied to a copy, parsed; the issues' paths and keys. */
function issuesOf(patch: (body: Body) => void): string[] {
  const body = structuredClone(homeProject()) as Body;
  patch(body);
  const result = projectInput.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('projectBase and mapLocation (base info)', () => {
  it('accepts the home project', () => {
    expect(issuesOf(() => {})).toEqual([]);
  });

  it.each([
    ['proName', 'projectBase', 'checkProNameFail'],
    ['proOwnerName', 'projectBase', 'checkProOwnerNameFail'],
    ['proCapacity', 'projectBase', 'checkProCapacityFail'],
    ['proAddress', 'mapLocation', 'checkProAddressFail'],
    ['proLongitude', 'mapLocation', 'checkProLongitudeFail'],
    ['proLatitude', 'mapLocation', 'checkProLatitudeFail'],
  ])('requires %s with the spec’s message key', (field, section, key) => {
    expect(issuesOf((body) => delete body[section][field])).toEqual([`${section}.${field}:${key}`]);
  });

  it('counts 0 as present for the address and the coordinates', () => {
    expect(
      issuesOf((body) => {
        body.mapLocation.proAddress = '0';
        body.mapLocation.proLongitude = '0';
        body.mapLocation.proLatitude = 0;
      }),
    ).toEqual([]);
  });

  it('refuses a negative capacity and converts MW to kW with 3 decimals', () => {
    expect(issuesOf((body) => (body.projectBase.proCapacity = -0.001))).toEqual([
      'projectBase.proCapacity:notNegative',
    ]);
    expect(capacityInKw(0.0012345, 2)).toBe(1.235);
    expect(capacityInKw(12.3456, 1)).toBe(12.346);
  });

  it('refuses coordinates outside the globe and temperatures outside −50..80 ℃ or out of order', () => {
    expect(issuesOf((body) => (body.mapLocation.proLatitude = '90.5'))).toEqual([
      'mapLocation.proLatitude:tooLarge',
    ]);
    expect(issuesOf((body) => (body.mapLocation.proMaxTemperature = 81))).toEqual([
      'mapLocation.proMaxTemperature:temperatureOutOfRange',
    ]);
    expect(issuesOf((body) => (body.mapLocation.proMinTemperature = -51))).toEqual([
      'mapLocation.proMinTemperature:temperatureOutOfRange',
    ]);
    expect(issuesOf((body) => (body.mapLocation.proAvgTemperature = 40))).toEqual([
      'mapLocation.proAvgTemperature:averageOutsideRange',
    ]);
  });

  it('takes the spec’s default temperatures (30, −10, 15 ℃) when none are sent', () => {
    const parsed = projectInput.parse({
      ...homeProject(),
      mapLocation: { proAddress: 'x', proLongitude: 1, proLatitude: 2 },
    });
    expect(parsed.mapLocation).toMatchObject({
      proMaxTemperature: 30,
      proMinTemperature: -10,
      proAvgTemperature: 15,
    });
  });
});

describe('pvArray (manual and drawn arrays)', () => {
  it('requires a name, a panel and a panel count of at least 1 with the spec’s keys', () => {
    expect(issuesOf((body) => (body.pvArray[0].pvarrayname = ' '))).toEqual([
      'pvArray.0.pvarrayname:checkPvarrayName',
    ]);
    expect(issuesOf((body) => (body.pvArray[0].panelid = ''))).toEqual(['pvArray.0.panelid:checkPanelChose']);
    expect(issuesOf((body) => (body.pvArray[0].panelcount = 0))).toEqual(['pvArray.0.panelcount:tooSmall']);
    expect(issuesOf((body) => delete body.pvArray[0].panelcount)).toEqual([
      'pvArray.0.panelcount:checkPanelCount',
    ]);
  });

  it('bounds tilt to 0-90 and azimuth to 0-360', () => {
    expect(issuesOf((body) => (body.pvArray[0].inclination = 91))).toEqual([
      'pvArray.0.inclination:tooLarge',
    ]);
    expect(issuesOf((body) => (body.pvArray[0].azimuth = -1))).toEqual(['pvArray.0.azimuth:notNegative']);
    expect(issuesOf((body) => (body.pvArray[0].azimuth = 360))).toEqual([]);
  });

  it('needs a drawing for a drawn array, keeps removed indices unique and sorted, and drops panel coordinates', () => {
    expect(issuesOf((body) => (body.pvArray[0].insertway = 2))).toEqual(['pvArray.0.layout:pvArrayNotDrawn']);
    const body = structuredClone(homeProject()) as Body;
    body.pvArray[0] = {
      ...body.pvArray[0],
      insertway: 2,
      layout: {
        areaLatLngs: [
          { lat: 30, lng: 120 },
          { lat: 30.001, lng: 120 },
          { lat: 30.001, lng: 120.001 },
        ],
        panelLatLngs: [[{ lat: 30, lng: 120 }]],
        rowSpacing: 1.5,
        layingMethod: 3,
        removedPanels: [7, 2, 7],
      },
    };
    const layout = projectInput.parse(body).pvArray[0]!.layout!;
    expect(layout.removedPanels).toEqual([2, 7]);
    expect(layout).not.toHaveProperty('panelLatLngs');
  });

  it('refuses two arrays with one id and more than 20 arrays', () => {
    expect(issuesOf((body) => body.pvArray.push({ ...body.pvArray[0] }))).toEqual(['pvArray:duplicateId']);
    expect(
      issuesOf((body) => {
        body.pvArray = Array.from({ length: 21 }, (_, i) => ({ ...body.pvArray[0], id: `a${i}` }));
      }),
    ).toEqual(['pvArray:tooManyPvArrays']);
  });
});

describe('inverter groups (the inverter step, cable inputs)', () => {
  it('needs one unit per counted inverter, distinct models and distinct MPPTs', () => {
    expect(issuesOf((body) => (body.inverter[0].invertercount = 2))).toEqual([
      'inverter.0.inverters:inverterUnitsMismatch',
    ]);
    expect(issuesOf((body) => body.inverter.push(structuredClone(body.inverter[0])))).toEqual([
      'inverter:inverterAlreadySelected',
    ]);
    expect(issuesOf((body) => (body.inverter[0].inverters[0].DC[1].mpptNo = 'MPPT1'))).toEqual([
      'inverter.0.inverters.0.DC:duplicateMppt',
    ]);
  });

  it('refuses negative cable lengths and areas and fractional string counts', () => {
    expect(issuesOf((body) => (body.inverter[0].inverters[0].DC[0].cableMaterialLength = -1))).toEqual([
      'inverter.0.inverters.0.DC.0.cableMaterialLength:notNegative',
    ]);
    expect(issuesOf((body) => (body.inverter[0].inverters[0].AC.cableMaterialArea = -0.5))).toEqual([
      'inverter.0.inverters.0.AC.cableMaterialArea:notNegative',
    ]);
    expect(issuesOf((body) => (body.inverter[0].inverters[0].DC[0].numberOfStrings = 1.5))).toEqual([
      'inverter.0.inverters.0.DC.0.numberOfStrings:integerRequired',
    ]);
  });
});

describe('system loss, investment and load', () => {
  it('refuses losses summing to 100 % or more, ageing not counted', () => {
    expect(issuesOf((body) => (body.systemLoss = { soilinglosses: 60, mismatchlosses: 40 }))).toEqual([
      'systemLoss:lossSumTooLarge',
    ]);
    expect(issuesOf((body) => (body.systemLoss = { soilinglosses: 60, componentagingdecay: 50 }))).toEqual(
      [],
    );
  });

  it('refuses a negative soiling, LID or other loss, but takes a module quality gain [WIZ-10]', () => {
    expect(issuesOf((body) => (body.systemLoss = { soilinglosses: -5 }))).toEqual([
      'systemLoss.soilinglosses:notNegative',
    ]);
    expect(issuesOf((body) => (body.systemLoss = { lidlosses: -1 }))).toEqual([
      'systemLoss.lidlosses:notNegative',
    ]);
    for (const field of [
      'incidenceanglelosses',
      'thermallosses',
      'mismatchlosses',
      'systemunavailabilityloss',
    ]) {
      expect(issuesOf((body) => (body.systemLoss = { [field]: -0.5 }))).toEqual([
        `systemLoss.${field}:notNegative`,
      ]);
    }
    expect(issuesOf((body) => (body.systemLoss = { modulequalitylosses: -0.75 }))).toEqual([]);
    expect(issuesOf((body) => (body.systemLoss = { modulequalitylosses: -101 }))).toEqual([
      'systemLoss.modulequalitylosses:tooSmall',
    ]);
  });

  it('refuses an empty total cost with its message', () => {
    expect(issuesOf((body) => (body.investment = { totalCost: '' }))).toEqual([
      'investment.totalCost:numberRequired',
    ]);
  });

  it('refuses negative money and fractional years, and fills the defaults', () => {
    expect(issuesOf((body) => (body.investment = { totalCost: -1 }))).toEqual([
      'investment.totalCost:notNegative',
    ]);
    expect(issuesOf((body) => (body.investment = { electricitySalesSubsidyYears: 2.5 }))).toEqual([
      'investment.electricitySalesSubsidyYears:integerRequired',
    ]);
    const parsed = projectInput.parse({ ...homeProject(), investment: {} });
    expect(parsed.investment).toMatchObject({
      currency: 'CNY',
      totalCost: 8,
      electricityPrice: 1,
      onGridElectricityPrice: 0.42,
    });
  });

  it('reads the client’s July/Sept/June spellings into Jan..Dec and refuses negative consumption', () => {
    const parsed = projectInput.parse({
      ...homeProject(),
      proUserLoadInformation: {
        daytimeLoadPowerRatio: 40,
        loadMonthlyElectricityConsumption: { June: 1, July: 2, Sept: 3 },
      },
    });
    expect(parsed.proUserLoadInformation!.loadMonthlyElectricityConsumption).toMatchObject({
      Jun: 1,
      Jul: 2,
      Sep: 3,
      Jan: 0,
    });
    expect(
      issuesOf(
        (body) =>
          (body.proUserLoadInformation = { daytimeLoadPowerRatio: 40, loadAnnualElectricityConsumption: -1 }),
      ),
    ).toEqual(['proUserLoadInformation.loadAnnualElectricityConsumption:notNegative']);
  });
});
