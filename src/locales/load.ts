/**
 * The five interface languages, each loaded only when it is shown: its shell messages
 * (src/locales/<lang>/index.ts), antd's and ProComponents' texts and dayjs's date words, in one
 * chunk per language. The app renders once the current language is in (src/app.tsx, render);
 * switching loads the new one, and the areas' messages already asked for (onDemand/), first.
 */
import { addLocale, getLocale, setLocale } from '@umijs/max';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { addProLocale } from './proComponents';

export type Catalogue = Record<string, string>;
type Loaded = [{ default: Catalogue }, { default: Locale }, unknown, { default: object }];

// One webpackChunkName per language: its four parts travel in one file.
const LANGUAGES: Record<string, { name: string; momentLocale: string; load: () => Promise<Loaded> }> = {
  'zh-CN': {
    name: '简体中文',
    momentLocale: 'zh-cn',
    load: () =>
      Promise.all([
        import(/* webpackChunkName: "locale-zh-CN" */ './zh-CN'),
        import(/* webpackChunkName: "locale-zh-CN" */ 'antd/es/locale/zh_CN'),
        import(/* webpackChunkName: "locale-zh-CN" */ 'dayjs/locale/zh-cn'),
        import(/* webpackChunkName: "locale-zh-CN" */ '@ant-design/pro-provider/es/locale/zh_CN'),
      ]),
  },
  'en-US': {
    name: 'English',
    momentLocale: 'en',
    load: () =>
      Promise.all([
        import(/* webpackChunkName: "locale-en-US" */ './en-US'),
        import(/* webpackChunkName: "locale-en-US" */ 'antd/es/locale/en_US'),
        null, // dayjs speaks English without a locale file
        import(/* webpackChunkName: "locale-en-US" */ '@ant-design/pro-provider/es/locale/en_US'),
      ]),
  },
  'zh-TW': {
    name: '繁體中文',
    momentLocale: 'zh-tw',
    load: () =>
      Promise.all([
        import(/* webpackChunkName: "locale-zh-TW" */ './zh-TW'),
        import(/* webpackChunkName: "locale-zh-TW" */ 'antd/es/locale/zh_TW'),
        import(/* webpackChunkName: "locale-zh-TW" */ 'dayjs/locale/zh-tw'),
        import(/* webpackChunkName: "locale-zh-TW" */ '@ant-design/pro-provider/es/locale/zh_TW'),
      ]),
  },
  'pt-BR': {
    name: 'Português',
    momentLocale: 'pt-br',
    load: () =>
      Promise.all([
        import(/* webpackChunkName: "locale-pt-BR" */ './pt-BR'),
        import(/* webpackChunkName: "locale-pt-BR" */ 'antd/es/locale/pt_BR'),
        import(/* webpackChunkName: "locale-pt-BR" */ 'dayjs/locale/pt-br'),
        import(/* webpackChunkName: "locale-pt-BR" */ '@ant-design/pro-provider/es/locale/pt_BR'),
      ]),
  },
  'id-ID': {
    name: 'Bahasa Indonesia',
    momentLocale: 'id',
    load: () =>
      Promise.all([
        import(/* webpackChunkName: "locale-id-ID" */ './id-ID'),
        import(/* webpackChunkName: "locale-id-ID" */ 'antd/es/locale/id_ID'),
        import(/* webpackChunkName: "locale-id-ID" */ 'dayjs/locale/id'),
        import(/* webpackChunkName: "locale-id-ID" */ '@ant-design/pro-provider/es/locale/id_ID'),
      ]),
  },
};

export const LOCALES = Object.keys(LANGUAGES);

/** A language's name in its own words (the same whichever language is shown). */
export const languageName = (lang: string): string => LANGUAGES[lang]?.name ?? lang;

const DEFAULT_LOCALE = 'zh-CN';

/** The language shown: the chosen one when the app has it, otherwise the default (as Umi falls back). */
export const shownLocale = (lang = getLocale()) => (lang in LANGUAGES ? lang : DEFAULT_LOCALE);

/** An area's messages, one loader per language (onDemand/). */
export type AreaLoaders = Record<string, () => Promise<{ default: Catalogue }>>;

/** antd's texts of each loaded language, for the ConfigProvider around the app (src/app.tsx). */
const antdLocales: Record<string, Locale> = {};
export const antdLocaleOf = (lang: string): Locale | undefined => antdLocales[lang];

const areas: AreaLoaders[] = [];
const loads = new Map<string, Promise<void>>();
let inFlight = 0;
let settled: Promise<void> = Promise.resolve();

/** Loads once, and counts what is in flight (see pendingLoad). */
function once(key: string, load: () => Promise<void>): Promise<void> {
  if (!loads.has(key)) {
    inFlight += 1;
    const done = load().finally(() => (inFlight -= 1));
    loads.set(key, done);
    settled = Promise.all([settled, done]).then(() => undefined);
  }
  return loads.get(key)!;
}

/** Adds messages to a language: Umi re-renders with them when it is the current one. */
const add = (lang: string, messages: Catalogue) => addLocale(lang, messages, { momentLocale: LANGUAGES[lang].momentLocale } as never);

function loadArea(lang: string, area: AreaLoaders): Promise<void> {
  const index = areas.indexOf(area);
  return once(`${lang}:${index}`, async () => add(lang, (await area[lang]()).default));
}

/** A language's shell, library texts and the areas asked for so far. */
export async function loadLocale(lang: string): Promise<void> {
  const { momentLocale, load } = LANGUAGES[lang];
  await Promise.all([
    once(lang, async () => {
      const [messages, antd, , pro] = await load();
      addProLocale(lang, pro.default);
      antdLocales[lang] = antd.default;
      addLocale(lang, messages.default, { momentLocale, antd: antd.default });
    }),
    ...areas.map((area) => loadArea(lang, area)),
  ]);
  if (lang === shownLocale()) dayjs.locale(momentLocale);
}

/**
 * Registers an area's messages when its screens' code loads: the shown language's now, any other
 * when the user switches to it.
 */
export function registerArea(area: AreaLoaders) {
  areas.push(area);
  loadArea(shownLocale(), area);
}

/** While messages are loading, a promise for their arrival (useT waits on it for an unknown id). */
export const pendingLoad = (): Promise<void> | undefined => (inFlight > 0 ? settled : undefined);

/** Switches the interface language in place once its messages are in. */
export async function switchLocale(lang: string) {
  await loadLocale(lang);
  setLocale(lang, false);
}

/** Umi lists the languages it has messages for: all five, before any is loaded. */
export function declareLocales() {
  LOCALES.forEach((lang) => addLocale(lang, {}, { momentLocale: LANGUAGES[lang].momentLocale } as never));
}
