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
  /**
   * The FAQ: groups of words that name one thing (a feature's name and the names people also
   * use for it), in the reader's language and the document's. A search for one finds the others.
   */
  synonyms?: string[][];
}

/** The size of the manual's screenshots: the window `npm run screenshots` pictures the app in. */
export const MANUAL_SHOT_SIZE = { width: 1440, height: 900 } as const;

/** The screenshot of a page for a role's manual (made by `npm run screenshots`). */
export const manualShotName = (role: HelpRole, route: string, locale: string) =>
  `${role}-${route.replace(/^\//, '').replace(/\//g, '-') || 'root'}.${locale}.jpg`;
