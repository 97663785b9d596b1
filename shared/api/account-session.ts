/**
 * The account calls every signed-in page makes: the caller's account (the frame's name, role and
 * clock) and logout. Part of the account group (account.ts re-exports them).
 */
import * as z from 'zod';
import { Role } from '../constants/roles';
import { emptyRequest, noData } from './common-fields';
import { defineCall } from './define';

export const anyRole = [Role.user, Role.maintain] as const;
export const roleField = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const logout = defineCall({
  group: 'account',
  name: 'logout',
  summary: 'Ends the caller’s session on the server.',
  access: anyRole,
  request: emptyRequest,
  response: noData,
});

export const accountInfo = z.object({
  email: z.string(),
  accountName: z.string(),
  company: z.string(),
  phone: z.string(),
  timezone: z.string(),
  accountRole: roleField,
  createtime: z.string(),
});
export type AccountInfo = z.infer<typeof accountInfo>;

export const queryAccountInfo = defineCall({
  group: 'account',
  name: 'queryAccountInfo',
  summary: 'The caller’s account (person settings form).',
  access: anyRole,
  request: emptyRequest,
  response: accountInfo,
});
