/** The help centre (docs/api.md, "Help centre"): the FAQ and each role's manual, Markdown kept in `help/`. */
import { z } from 'zod';
import { HELP_ROLES } from '../api/help';

export const HelpDocument = z
  .object({
    locale: z.string().describe('The language of `markdown`: the reader’s, or en-US when it has no translation yet.'),
    fallback: z.boolean().describe('True when the reader’s language has no version and en-US is shown instead.'),
    markdown: z.string(),
    screenshots: z
      .record(z.string(), z.string())
      .optional()
      .describe('Manuals: the screenshot of each page a section is about, by route (URLs).'),
    synonyms: z
      .array(z.array(z.string()))
      .optional()
      .describe(
        'The FAQ: groups of words that name one thing (a feature’s name and the names people also use for it), in the reader’s language and the document’s. A search for one finds the others.',
      ),
  })
  .meta({ id: 'HelpDocument', description: 'A help article in Markdown.' });

/** `GET /api/help/manual/:role`. */
export const HelpManualParams = z.object({ role: z.enum(HELP_ROLES) });

export type HelpDocument = z.output<typeof HelpDocument>;
