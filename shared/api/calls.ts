/**
 * The one list of calls. CDK makes one function and one POST route per entry, the local runtime
 * mounts each at the same path, the web client types itself from it, and `npm run api:coverage`
 * lists the spec's calls that are not here yet. A handler lives at `functions/<group>/<name>.ts`.
 */
import * as account from './account';
import * as common from './common';
import type { CallDefinition } from './define';
import * as upload from './upload';

export const calls = {
  account: {
    login: account.login,
    register: account.register,
    accountActivation: account.accountActivation,
    forGetPassword: account.forGetPassword,
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
  },
  upload: {
    createImageUpload: upload.createImageUpload,
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
