/**
 * The guards the route declarations name (define.ts, `Guard`), one name for each kind of caller,
 * so the route files say who may call a route in a word. Scope (which rows) is the domain's.
 * `'public'` and `'worker'` are written as they are.
 */
import type { Guard } from './define';

/** Any signed-in account, by session or API key. */
export const signedIn: Guard = { permissions: [] };

/** Any signed-in account, by its session only: the caller's own settings. */
export const signedInSession: Guard = { permissions: [], keys: false };

/** Any signed-in account, even one whose password an administrator set and that must change it first. */
export const signedInBeforePasswordChange: Guard = { permissions: [], beforePasswordChange: true };

/** The same by its session only: the password change itself. */
export const signedInSessionBeforePasswordChange: Guard = { permissions: [], keys: false, beforePasswordChange: true };

export const admins: Guard = { permissions: ['isAdmin'] };

/** Administrators and company users. */
export const companyManagers: Guard = { permissions: ['isAdminOrCompany'] };

/** Administrators and company users by their session, never an API key (accounts, keys, webhooks). */
export const companyManagersSession: Guard = { permissions: ['isAdminOrCompany'], keys: false };

/** `viewEmployee`: every signed-in account, each in its scope (its company, or its department). */
export const employeeUsers: Guard = { permissions: ['viewEmployee'] };

/** Who changes contract templates and field help (`viewContract`). */
export const contractManagers: Guard = { permissions: ['viewContract'] };

/** Who reads them: managers, and initiators the enabled templates. */
export const contractReaders: Guard = { permissions: ['viewContract', 'viewSign'] };

/** Who starts and changes signing (`viewSign`). */
export const initiators: Guard = { permissions: ['viewSign'] };

/** Who reads sign tasks: initiators (their scope) and record readers (theirs). */
export const taskReaders: Guard = { permissions: ['viewSign', 'viewSignRecord'] };

/** Who seals as the company (`batchSign`). */
export const companySigners: Guard = { permissions: ['batchSign'] };
