/**
 * The editor's draft: the project body exactly as the create and edit calls take it
 * (shared/project `projectInput`), plus the catalogue copies the choosers brought in, so the
 * editor assembles the same record the server will store (checks, capacity, completeness) with
 * shared/project's pure functions, live, without a call. Plain JSON: kept as the local draft that
 * survives a reload or a lost connection.
 */
import type { ProjectView } from '@pvd/shared/api/project';
import {
  CapacityUnit,
  DEFAULT_MAP,
  DEFAULT_TEMPERATURES_C,
  ProjectType,
} from '@pvd/shared/project/record/base';
import type { MeterFileRecord } from '@pvd/shared/project/record/meter-file';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import type { ProjectTariffInput, ProjectTariffRecord } from '@pvd/shared/project/record/project-tariff';
import { type CopyRecords, copiesOfRecord, emptyCopies } from '@pvd/shared/project/save/copies';

/** The draft of one project in the editor. */
export interface EditorDraft {
  /** Null until the first save creates the project. */
  projectId: string | null;
  /** The version the draft was read or last saved at (null before the first save). */
  version: number | null;
  proType: ProjectType;
  body: ProjectInputBody;
  copies: CopyRecords;
  /**
   * The meter file kept with the saved project [LOAD-5]: the server's (the load-file calls set and
   * remove it, a save never sends it), held here so the steps and the live results show it.
   * Absent or null: none.
   */
  meterFile?: MeterFileRecord | null;
  /**
   * The tariff copy the saved project holds [TAR-14], as the catalogue copies are: shown while the
   * body names the same preset or library tariff (a save keeps that copy). Absent: none held.
   */
  heldTariff?: ProjectTariffRecord;
}

/** What a save sends to keep a held tariff copy: a reference to its source, or the tariff itself. */
export function tariffReferenceOf(held: ProjectTariffRecord): ProjectTariffInput {
  if (held.source === 'preset' && held.sourceId) {
    return {
      source: 'preset',
      presetId: held.sourceId as Extract<ProjectTariffInput, { source: 'preset' }>['presetId'],
    };
  }
  if (held.source === 'library' && held.sourceId) return { source: 'library', tariffId: held.sourceId };
  return { source: 'own', tariff: held.tariff };
}

/**
 * A new project's draft with the defaults: capacity 1 kW, the Beijing centre [WIZ-13],
 * temperatures 30 / −10 / 15 ℃; losses and investment null (their defaults). The map is stored as
 * Google (WGS-84): the product has no Baidu map, and reads Baidu projects by converting them.
 */
export function newDraft(proType: ProjectType): EditorDraft {
  const storage = proType === ProjectType.energyStorage;
  return {
    projectId: null,
    version: null,
    proType,
    body: {
      projectBase: {
        proName: '',
        proOwnerName: '',
        proCapacity: 1,
        proCapacityUnit: CapacityUnit.kW,
        proType,
      },
      mapLocation: {
        proAddress: '',
        proLongitude: DEFAULT_MAP.longitude,
        proLatitude: DEFAULT_MAP.latitude,
        proMapWay: 'Google',
        proMapZoom: DEFAULT_MAP.zoom,
        proMaxTemperature: DEFAULT_TEMPERATURES_C.max,
        proMinTemperature: DEFAULT_TEMPERATURES_C.min,
        proAvgTemperature: DEFAULT_TEMPERATURES_C.avg,
      },
      proUserLoadInformation: storage
        ? {
            daytimeLoadPowerRatio: 50,
            loadAnnualElectricityConsumption: 0,
            loadMonthlyElectricityConsumptionAbled: false,
          }
        : null,
      pvArray: [],
      inverter: [],
      systemLoss: null,
      investment: null,
    },
    copies: emptyCopies(),
  };
}

/** The draft of a saved project, as getUserProjectBaseInfo answers it. */
export function draftFromView(view: ProjectView): EditorDraft {
  const { projectBase, mapLocation } = view;
  return {
    projectId: view.projectId,
    version: view.version,
    proType: projectBase.proType,
    body: {
      projectBase: {
        proName: projectBase.proName,
        proOwnerName: projectBase.proOwnerName,
        proCapacity: projectBase.proCapacity,
        proCapacityUnit: projectBase.proCapacityUnit,
        proType: projectBase.proType,
      },
      mapLocation,
      proUserLoadInformation: view.proUserLoadInformation
        ? {
            daytimeLoadPowerRatio: view.proUserLoadInformation.daytimeLoadPowerRatio,
            loadAnnualElectricityConsumption: view.proUserLoadInformation.loadAnnualElectricityConsumption,
            loadMonthlyElectricityConsumptionAbled:
              view.proUserLoadInformation.loadMonthlyElectricityConsumptionAbled,
            loadMonthlyElectricityConsumption: view.proUserLoadInformation.loadMonthlyElectricityConsumption,
          }
        : null,
      pvArray: view.pvArray.map((array) => ({
        id: array.id,
        pvarrayname: array.pvarrayname,
        panelchoseway: array.panelchoseway,
        panelid: array.panelid,
        panelname: array.panelname,
        panelcount: array.panelcount,
        inclination: array.inclination,
        azimuth: array.azimuth,
        insertway: array.insertway,
        layout: array.layout,
        panel: { componentlength: array.panel.componentlength, componentwidth: array.panel.componentwidth },
        createtime: array.createtime,
      })),
      inverter: view.inverter.map((group) => ({
        inverterid: group.inverterid,
        invertercount: group.invertercount,
        inverters: group.inverters.map((unit) => ({
          DC: unit.DC.map((entry) => ({
            mpptNo: entry.mpptNo,
            pvArrayId: entry.pvArrayId,
            numberOfStrings: entry.numberOfStrings,
            numberOfComponentsPerString: entry.numberOfComponentsPerString,
            cableMaterialId: entry.cableMaterialId,
            cableMaterialLength: entry.cableMaterialLength,
            cableMaterialArea: entry.cableMaterialArea,
          })),
          AC: unit.AC
            ? {
                cableMaterialId: unit.AC.cableMaterialId,
                cableMaterialLength: unit.AC.cableMaterialLength,
                cableMaterialArea: unit.AC.cableMaterialArea,
              }
            : null,
        })),
        batterytype: group.batterytype,
        batterysource: group.batterysource,
        batterynumber: group.batterynumber,
      })),
      systemLoss: view.systemLoss,
      investment: view.investment,
      surroundings: view.surroundings ?? null,
      ...(view.userLoad?.typicalShape && { userLoad: { typicalShape: view.userLoad.typicalShape } }),
      ...(view.tariff && { tariff: tariffReferenceOf(view.tariff) }),
      ...(view.gridLimits && { gridLimits: view.gridLimits }),
      ...(view.storageStrategy && { storageStrategy: view.storageStrategy }),
      ...(view.uncertainty && { uncertainty: view.uncertainty }),
    },
    copies: copiesOfRecord(view),
    meterFile: view.userLoad?.meterFile ?? null,
    ...(view.tariff && { heldTariff: view.tariff }),
  };
}
