/**
 * The one list of calls. CDK makes one function and one POST route per entry, the local runtime
 * mounts each at the same path, the web client types itself from it, and `npm run api:coverage`
 * lists the calls of the product's API document that are not here yet. A handler lives at
 * `functions/<group>/<name>.ts`.
 */
import * as account from './account';
import * as battery from './battery';
import * as billOfMaterials from './bill-of-materials';
import * as cablematerial from './cablematerial';
import * as options from './catalogue-options';
import * as climate from './climate';
import * as common from './common';
import * as component from './component';
import type { CallDefinition } from './define';
import * as engine from './engine';
import * as horizon from './horizon';
import * as imports from './import';
import * as inverter from './inverter';
import * as loadFile from './load-file';
import * as places from './places';
import * as project from './project';
import * as projectReport from './project-report';
import * as pvsyst from './pvsyst';
import * as reportPdf from './report-pdf';
import * as tariff from './tariff';
import * as upload from './upload';

export const calls = {
  account: {
    login: account.login,
    register: account.register,
    accountActivation: account.accountActivation,
    forGetPassword: account.forGetPassword,
    checkResetPasswordKey: account.checkResetPasswordKey,
    resetPassword: account.resetPassword,
    logout: account.logout,
    queryAccountInfo: account.queryAccountInfo,
    editAccount: account.editAccount,
    queryAccountCompanyInfo: account.queryAccountCompanyInfo,
    insertOrEditAccountCompany: account.insertOrEditAccountCompany,
    updatePwd: account.updatePwd,
    pageQueryUser: account.pageQueryUser,
    setPasswordByMaintain: account.setPasswordByMaintain,
  },
  Common: {
    getTimezones: common.getTimezones,
    queryEmailTemplate: common.queryEmailTemplate,
    queryAllEmailTemplate: common.queryAllEmailTemplate,
    editEmailTemplate: common.editEmailTemplate,
    queryCurrencyOptions: options.queryCurrencyOptions,
    queryNominalGridVoltageOptions: options.queryNominalGridVoltageOptions,
    queryNominalGridFrequencyOptions: options.queryNominalGridFrequencyOptions,
    queryComponentOptions: options.queryComponentOptions,
    queryAllSystemManufacturerOptions: options.queryAllSystemManufacturerOptions,
    queryAllUserManufacturerOptions: options.queryAllUserManufacturerOptions,
    queryAllManufacturerOptions: options.queryAllManufacturerOptions,
    queryHorizontalRadiationInfo: engine.queryHorizontalRadiationInfo,
    queryRadiationInfo: engine.queryRadiationInfo,
    getBestTilt: engine.getBestTilt,
    getBestAzimuth: engine.getBestAzimuth,
    queryIrradianceLossAndHeatLoss: engine.queryIrradianceLossAndHeatLoss,
    queryPlaces: places.queryPlaces,
  },
  cablematerial: {
    queryAllUserCableMaterial: cablematerial.queryAllUserCableMaterial,
    QueryUserCableMaterialInfo: cablematerial.QueryUserCableMaterialInfo,
    queryUserDefaultCableMaterialInfo: cablematerial.queryUserDefaultCableMaterialInfo,
    InsertUserCableMaterial: cablematerial.InsertUserCableMaterial,
    UpdateUserCableMaterial: cablematerial.UpdateUserCableMaterial,
    DeleteUserCableMaterial: cablematerial.DeleteUserCableMaterial,
    defaultUserCableMaterial: cablematerial.defaultUserCableMaterial,
  },
  component: {
    PageQueryUserComponent: component.PageQueryUserComponent,
    insertUserComponent: component.insertUserComponent,
    updateUserComponent: component.updateUserComponent,
    deleteUserComponent: component.deleteUserComponent,
    batchDeleteUserComponent: component.batchDeleteUserComponent,
    setDefaultUserComponent: component.setDefaultUserComponent,
    queryUserComponentInfo: component.queryUserComponentInfo,
    queryUserDefaultComponentInfo: component.queryUserDefaultComponentInfo,
    querySystemComponentInfo: component.querySystemComponentInfo,
    pageQuerySystemComponent: component.pageQuerySystemComponent,
    uploadSystemComponent: component.uploadSystemComponent,
    EditSystemComponent: component.EditSystemComponent,
    InsertSystemComponent: component.InsertSystemComponent,
    queryUserFrequentlyUsedComponent: component.queryUserFrequentlyUsedComponent,
    queryUserFrequentlyUsedComponentInfo: component.queryUserFrequentlyUsedComponentInfo,
    readPvsystFile: pvsyst.readPvsystFile,
  },
  inverter: {
    pageQuerySystemInverter: inverter.pageQuerySystemInverter,
    queryAllSystemInverterModelName: inverter.queryAllSystemInverterModelName,
    queryInverterInfo: inverter.queryInverterInfo,
    insertOrEditSystemInverter: inverter.insertOrEditSystemInverter,
    CopySystemInverter: inverter.CopySystemInverter,
    deleteSystemInverter: inverter.deleteSystemInverter,
    setInverterSeries: inverter.setInverterSeries,
    inverterImageBatchSetting: inverter.inverterImageBatchSetting,
    setSystemInverterType: inverter.setSystemInverterType,
    uploadInverter: inverter.uploadInverter,
    uploadInverterBattery: battery.uploadInverterBattery,
    pageQueryBattery: battery.pageQueryBattery,
    queryBatteryOptions: battery.queryBatteryOptions,
    PageQueryCommonBattery: battery.PageQueryCommonBattery,
    CreateCommonBattery: battery.CreateCommonBattery,
    UpdateCommonBattery: battery.UpdateCommonBattery,
    DeleteCommonBattery: battery.DeleteCommonBattery,
    queryInverterOptions: inverter.queryInverterOptions,
    queryMonthPowerGeneration: engine.queryMonthPowerGeneration,
    queryUserProInverter: project.queryUserProInverter,
  },
  project: {
    PageQueryUserProject: project.PageQueryUserProject,
    createtUserGridConnectedProject: project.createtUserGridConnectedProject,
    editUserGridConnectedProject: project.editUserGridConnectedProject,
    createtUserEnergyStorageProject: project.createtUserEnergyStorageProject,
    editUserEnergyStorageProject: project.editUserEnergyStorageProject,
    deleteUserProject: project.deleteUserProject,
    getUserProjectBaseInfo: project.getUserProjectBaseInfo,
    queryLocationAdditional: engine.queryLocationAdditional,
    queryProjectReportData: projectReport.queryProjectReportData,
    queryProjectReportDataById: projectReport.queryProjectReportDataById,
    exportProjectReportPdf: reportPdf.exportProjectReportPdf,
    exportProjectBillOfMaterials: billOfMaterials.exportProjectBillOfMaterials,
    queryProjectDesignResults: projectReport.queryProjectDesignResults,
    editCheckProComplete: project.editCheckProComplete,
    copyProject: project.copyProject,
    ShareProject: project.ShareProject,
    UploadProjectImage: project.UploadProjectImage,
    SetProjectDefaultImage: project.SetProjectDefaultImage,
  },
  userload: {
    queryUserProjectUserLoad: project.queryUserProjectUserLoad,
    createLoadFileUpload: loadFile.createLoadFileUpload,
    previewLoadFile: loadFile.previewLoadFile,
    saveLoadFile: loadFile.saveLoadFile,
    deleteLoadFile: loadFile.deleteLoadFile,
  },
  tariff: {
    queryUserTariffs: tariff.queryUserTariffs,
    queryUserTariffInfo: tariff.queryUserTariffInfo,
    insertUserTariff: tariff.insertUserTariff,
    updateUserTariff: tariff.updateUserTariff,
    deleteUserTariff: tariff.deleteUserTariff,
    queryTariffPresets: tariff.queryTariffPresets,
  },
  investment: {
    queryUserProjectInvestment: project.queryUserProjectInvestment,
  },
  systemloss: {
    queryUserProSystemLoss: project.queryUserProSystemLoss,
  },
  pvarray: {
    queryProPvArrayList: project.queryProPvArrayList,
    uploadPvArrayImage: project.uploadPvArrayImage,
    setPvArrayRoofImage: project.setPvArrayRoofImage,
  },
  climate: {
    createWeatherFileUpload: climate.createWeatherFileUpload,
    saveWeatherFile: climate.saveWeatherFile,
    queryWeatherFiles: climate.queryWeatherFiles,
    deleteWeatherFile: climate.deleteWeatherFile,
    queryHorizonProfile: horizon.queryHorizonProfile,
  },
  upload: {
    createImageUpload: upload.createImageUpload,
    queryImportJob: imports.queryImportJob,
    queryImportTemplate: imports.queryImportTemplate,
  },
} as const;

/** Every call as a flat list, in declaration order. */
export const allCalls: CallDefinition[] = Object.values(calls).flatMap((group) => Object.values(group));

/** `account/login` for a call. */
export function callPath(call: Pick<CallDefinition, 'group' | 'name'>): string {
  return `${call.group}/${call.name}`;
}

/** Finds a call by its URL path `group/name`. */
export function findCall(path: string): CallDefinition | undefined {
  return allCalls.find((call) => callPath(call) === path);
}
