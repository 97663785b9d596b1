/**
 * The account calls, plus logout and resetPassword, which the product adds to them. The calls
 * every signed-in page makes (its account, logout) are account-session.ts, re-exported here: the
 * app's frame imports that module alone, without the forms' rules (time zones, passwords …).
 */
import * as z from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits';
import { Role } from '../constants/roles';
import { timezoneCodes } from '../constants/timezones';
import { Code } from '../errors/codes';
import { anyRole, roleField } from './account-session';
import {
  emailField,
  emptyRequest,
  idField,
  loginPasswordField,
  multiLineTextField,
  newPasswordField,
  noData,
  pagedRequest,
  pagedResponse,
  singleLine,
  textField,
} from './common-fields';
import { defineCall } from './define';

export { type AccountInfo, accountInfo, logout, queryAccountInfo } from './account-session';

/** A telephone number as people write it: digits, spaces, +, -, parentheses; at least 5 digits. */
export function isPhoneNumber(text: string): boolean {
  return /^[0-9+\-() ]{5,32}$/.test(text) && (text.match(/[0-9]/g)?.length ?? 0) >= 5;
}

const timezoneField = z.enum(timezoneCodes, { error: 'timezoneRequired' });
/** The single-use key of an activation or reset link. */
const linkKeyField = singleLine(
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(128),
);

export const login = defineCall({
  group: 'account',
  name: 'login',
  summary: 'Logs in with e-mail and password; answers a session token valid 7 days.',
  access: 'public',
  request: z.object({ email: emailField, password: loginPasswordField }),
  response: z.object({
    token: z.string(),
    accountName: z.string(),
    accountRole: roleField,
    /** When the session ends. [ms since epoch] */
    expiresAt: z.number(),
  }),
  missingFieldCodes: { email: Code.loginEmailEmpty, password: Code.loginPasswordEmpty },
});

export const register = defineCall({
  group: 'account',
  name: 'register',
  summary: 'Registers an account and e-mails its activation link.',
  access: 'public',
  request: z.object({ email: emailField, password: newPasswordField, timeZoneId: timezoneField }),
  response: noData,
  missingFieldCodes: { email: Code.registrationEmailEmpty, password: Code.registrationPasswordEmpty },
  needs: ['ses'],
});

export const accountActivation = defineCall({
  group: 'account',
  name: 'accountActivation',
  summary: 'Activates an account with the single-use key from its activation link.',
  access: 'public',
  request: z.object({ key: linkKeyField }),
  response: noData,
});

export const forGetPassword = defineCall({
  group: 'account',
  name: 'forGetPassword',
  summary: 'E-mails a password-reset link; answers the same whether or not the e-mail exists.',
  access: 'public',
  request: z.object({ email: emailField }),
  response: noData,
  needs: ['ses'],
});

export const checkResetPasswordKey = defineCall({
  group: 'account',
  name: 'checkResetPasswordKey',
  summary:
    'Whether the key of a reset link can still set a password (not used, not expired); it does not consume the key.',
  access: 'public',
  request: z.object({
    key: linkKeyField,
  }),
  response: z.object({ alive: z.boolean() }),
});

export const resetPassword = defineCall({
  group: 'account',
  name: 'resetPassword',
  summary: 'Sets a new password with the single-use key from a reset link; ends every session.',
  access: 'public',
  request: z.object({
    key: linkKeyField,
    password: newPasswordField,
  }),
  response: noData,
});

export const editAccount = defineCall({
  group: 'account',
  name: 'editAccount',
  summary: 'Saves the person settings; the login e-mail itself cannot be changed here.',
  access: anyRole,
  request: z.object({
    email: emailField.optional(),
    accountName: singleLine(
      z
        .string({ error: (issue) => (issue.input === undefined ? 'accountNameRequired' : 'invalidType') })
        .trim()
        .min(1, { error: 'accountNameRequired' })
        .max(64, { error: 'tooLong' }),
    ),
    /**
     * The company's name; absent keeps the one stored. The company settings page edits it
     * (insertOrEditAccountCompany): one name, the account's, read by the reports [ACC-9].
     */
    company: textField(128).optional(),
    /** Empty, or a telephone number: digits, spaces, +, -, parentheses, 5-32 characters, 5+ digits. */
    phone: textField(32)
      .refine((phone) => phone === '' || isPhoneNumber(phone), { error: 'phoneInvalid' })
      .default(''),
    timezone: timezoneField,
  }),
  response: z.object({ accountName: z.string() }),
});

export const companyInfo = z.object({
  /** The company's name: the account's own (queryAccountInfo's `company`), edited here [ACC-9]. */
  company: z.string().default(''),
  /** Address of the logo image, or null when there is none. */
  companylogo: z.string().nullable(),
  companyconnect: z.string(),
  companyinfo: z.string(),
});
export type CompanyInfo = z.infer<typeof companyInfo>;

export const queryAccountCompanyInfo = defineCall({
  group: 'account',
  name: 'queryAccountCompanyInfo',
  summary: 'The caller’s company information for the report.',
  access: anyRole,
  request: emptyRequest,
  response: companyInfo,
  needs: ['s3'],
});

export const insertOrEditAccountCompany = defineCall({
  group: 'account',
  name: 'insertOrEditAccountCompany',
  summary:
    'Saves the company information (its name is the account’s); a new logo comes as the id of a finished image upload.',
  access: anyRole,
  request: z.object({
    /** The company's name, stored as the account's `company`; absent keeps it. */
    company: textField(128).optional(),
    companyconnect: multiLineTextField(500).default(''),
    companyinfo: multiLineTextField(2000).default(''),
    /** Upload id from upload/createImageUpload (purpose companyLogo), when the logo changes. */
    logoUploadId: idField.optional(),
    /** True to remove the current logo. */
    removeLogo: z.boolean().default(false),
  }),
  response: companyInfo,
  needs: ['s3'],
});

export const updatePwd = defineCall({
  group: 'account',
  name: 'updatePwd',
  summary: 'Changes the caller’s password and ends all of the account’s sessions.',
  access: anyRole,
  request: z.object({ password: newPasswordField }),
  response: noData,
});

export const userRow = z.object({
  id: z.string(),
  loginemail: z.string(),
  accountname: z.string(),
  accountrole: roleField,
  activated: z.boolean(),
  createtime: z.string(),
  /** Whether the caller may set this account's password (see `maySetPasswordOf`). */
  passwordSettable: z.boolean(),
});
export type UserRow = z.infer<typeof userRow>;

export const pageQueryUser = defineCall({
  group: 'account',
  name: 'pageQueryUser',
  summary: 'Maintainer: pages through the accounts, searched by login e-mail.',
  access: [Role.maintain],
  request: pagedRequest(z.object({ loginEmail: textField(254).optional() })),
  response: pagedResponse(userRow),
});

export const setPasswordByMaintain = defineCall({
  group: 'account',
  name: 'setPasswordByMaintain',
  summary:
    'Maintainer: sets the password of a user account or their own (admin: any account); ends its sessions.',
  access: [Role.maintain],
  request: z.object({
    accountId: idField,
    password: singleLine(
      z
        .string({ error: 'passwordEmptyByMaintain' })
        .min(1, { error: 'passwordEmptyByMaintain' })
        .min(PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' })
        .max(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' }),
    ),
  }),
  response: noData,
});
