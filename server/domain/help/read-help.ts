/**
 * Help articles: Markdown files in the repository's `help/` folder, one per document and language
 * (`faq.zh-CN.md`, `manual/operator.en-US.md`). zh-CN and en-US are written; the other languages
 * read en-US until they have their own, and say so. `help/synonyms.json` lists, per language, the
 * words that name one thing (a feature by its name and by the names people use), for the FAQ search.
 */
import { access, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { manualShotName, type HelpDocument, type HelpRole } from '../../../common/api/help';
import type { Locale } from '../../i18n';
import { DomainError } from '../errors';

const HELP_DIR = join(dirname(__filename), '../../../help');
/** Where `npm run screenshots` puts the manual's pictures of the app. */
export const MANUAL_SHOTS_DIR = join(dirname(__filename), '../../../docs/screenshots/manual');
const SHOT_NAME = /^[a-z]+-[\w-]+\.[a-z]{2}-[A-Z]{2}\.jpg$/;
const FALLBACK: Locale = 'en-US';

async function readArticle(path: string, locale: Locale): Promise<HelpDocument> {
  for (const [candidate, fallback] of [
    [locale, false],
    [FALLBACK, locale !== FALLBACK],
  ] as const) {
    try {
      return { locale: candidate, fallback, markdown: await readFile(join(HELP_DIR, `${path}.${candidate}.md`), 'utf8') };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DomainError('not_found', 'help.notFound');
}

/** Words the FAQ search takes as one, by language (help/synonyms.json), read once. */
let synonymsByLocale: Promise<Record<string, string[][]>> | undefined;

/** The FAQ, with the synonyms of the reader's language and of the one it is written in. */
export async function readFaq(locale: Locale): Promise<HelpDocument> {
  const faq = await readArticle('faq', locale);
  synonymsByLocale ??= readFile(join(HELP_DIR, 'synonyms.json'), 'utf8').then((text) => JSON.parse(text) as Record<string, string[][]>);
  const all = await synonymsByLocale;
  const synonyms = [...new Set([locale, faq.locale])].flatMap((l) => all[l] ?? []);
  return { ...faq, synonyms };
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * A role's manual, with the screenshot of each page it has a section about (in its language, else
 * another). A back-office role's ends with the sections every such role shares (manual/shared:
 * personal settings, the help centre), so each page a role opens has its section.
 */
export async function readManual(role: HelpRole, locale: Locale): Promise<HelpDocument> {
  const own = await readArticle(`manual/${role}`, locale);
  const shared = role === 'employee' ? undefined : await readArticle('manual/shared', locale);
  const manual = shared ? { ...own, markdown: `${own.markdown.trimEnd()}\n\n${shared.markdown}` } : own;
  const routes = [...new Set([...manual.markdown.matchAll(/<!-- route: (\/[\w/]*) -->/g)].map((m) => m[1]))];
  const screenshots: Record<string, string> = {};
  for (const route of routes) {
    for (const shotLocale of [locale, manual.locale, FALLBACK, 'zh-CN']) {
      const name = manualShotName(role, route, shotLocale);
      if (await exists(join(MANUAL_SHOTS_DIR, name))) {
        screenshots[route] = `/api/help/screenshots/${name}`;
        break;
      }
    }
  }
  return { ...manual, screenshots };
}

/** A manual screenshot's bytes, by a name of the pattern `npm run screenshots` writes. */
export async function readManualShot(name: string): Promise<Buffer> {
  if (!SHOT_NAME.test(name)) throw new DomainError('not_found', 'help.notFound');
  try {
    return await readFile(join(MANUAL_SHOTS_DIR, name));
  } catch {
    throw new DomainError('not_found', 'help.notFound');
  }
}
