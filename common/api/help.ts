/** The help centre (`GET /api/help/faq`, `GET /api/help/manual/:role`): Markdown kept in `help/`. */

export const HELP_ROLES = ['admin', 'company', 'department', 'operator', 'employee'] as const;
export type HelpRole = (typeof HELP_ROLES)[number];

export interface HelpDocument {
  /** The language of `markdown`: the reader's, or en-US when it has no translation yet. */
  locale: string;
  /** True when the reader's language has no version and en-US is shown instead. */
  fallback: boolean;
  markdown: string;
  /** Manuals: the screenshot of each page a section is about, by route (URLs). */
  screenshots?: Record<string, string>;
}

/** The screenshot of a page for a role's manual (made by `npm run screenshots`). */
export const manualShotName = (role: HelpRole, route: string, locale: string) =>
  `${role}-${route.replace(/^\//, '').replace(/\//g, '-') || 'root'}.${locale}.jpg`;
