/**
 * Server message catalogues and the choice of locale. The SPA sends its locale in
 * `Accept-Language` (zh-CN, en-US, zh-TW, pt-BR or id-ID); anything else falls back by
 * language, then to zh-CN (docs/product.md, "Languages and limits": default zh-CN).
 */
import { enUS } from './en-US';
import { idID } from './id-ID';
import { ptBR } from './pt-BR';
import { zhCN, type Catalogue, type MessageKey } from './zh-CN';
import { zhTW } from './zh-TW';

export type { Catalogue, MessageKey };

export const LOCALES = ['zh-CN', 'en-US', 'zh-TW', 'pt-BR', 'id-ID'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export const catalogues: Record<Locale, Catalogue> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-TW': zhTW,
  'pt-BR': ptBR,
  'id-ID': idID,
};

/** Values filled into a message's `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;

/** Maps one language tag to a supported locale, or undefined. */
function matchTag(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const [language, ...rest] = lower.split('-');
  if (language === 'zh') {
    // Traditional script or a region that writes it.
    return rest.some((part) => ['tw', 'hk', 'mo', 'hant'].includes(part)) ? 'zh-TW' : 'zh-CN';
  }
  if (language === 'en') return 'en-US';
  if (language === 'pt') return 'pt-BR';
  if (language === 'id' || language === 'in') return 'id-ID';
  return undefined;
}

/** Picks the locale from an Accept-Language header, honouring q-weights. */
export function pickLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = matchTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The message `key` in `locale`, placeholders filled from `params`. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogues[locale][key] ?? zhCN[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

/** Whether `key` names a message of the catalogue (for keys built at run time). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(zhCN, key);
}
