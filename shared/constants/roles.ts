/** Account roles (000 §3): 0 user, 1 maintain, 2 admin. */
export const Role = { user: 0, maintain: 1, admin: 2 } as const;
export type Role = (typeof Role)[keyof typeof Role];

/**
 * Whether an account of `role` may use something open to `allowed`. The admin sees every route and
 * may call every call (000 §2, ARCHITECTURE.md "Accounts and security").
 */
export function roleAllows(allowed: readonly Role[], role: Role): boolean {
  return role === Role.admin || allowed.includes(role);
}
