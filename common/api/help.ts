/** The help centre (`GET /api/help/faq`, `GET /api/help/manual/:role`): Markdown kept in `help/`. */

export const HELP_ROLES = ['admin', 'company', 'department', 'operator', 'employee'] as const;
export type HelpRole = (typeof HELP_ROLES)[number];

export type { HelpDocument } from '../contract/help';

/** The size of the manual's screenshots: the window `npm run screenshots` pictures the app in. */
export const MANUAL_SHOT_SIZE = { width: 1440, height: 900 } as const;

/** The screenshot of a page for a role's manual (made by `npm run screenshots`). */
export const manualShotName = (role: HelpRole, route: string, locale: string) =>
  `${role}-${route.replace(/^\//, '').replace(/\//g, '-') || 'root'}.${locale}.jpg`;
