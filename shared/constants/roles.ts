/** Account roles [ACC-1]: 0 user, 1 maintain, 2 admin. */
export const Role = { user: 0, maintain: 1, admin: 2 } as const;
export type Role = (typeof Role)[keyof typeof Role];

/**
 * Whether an account of `role` may use something open to `allowed`. The admin sees every route and
 * may call every call, maintain calls included [ACC-1].
 */
export function roleAllows(allowed: readonly Role[], role: Role): boolean {
  return role === Role.admin || allowed.includes(role);
}

/** Who is acting, or whose account is acted on. */
export interface AccountRef {
  id: string;
  role: Role;
}

/**
 * Whether `caller` may set the password of `target` (account/setPasswordByMaintain). A maintainer
 * sets the passwords of user accounts and their own; another maintain or admin account's needs
 * the admin role, or a maintainer could take over the admin account [ACC-10].
 */
export function maySetPasswordOf(caller: AccountRef, target: AccountRef): boolean {
  if (caller.role === Role.admin) return true;
  if (caller.role !== Role.maintain) return false;
  return target.role === Role.user || target.id === caller.id;
}
