/**
 * Stands in for ProComponents' intl module (pro-provider/es/intl.js, swapped in by .umirc.ts),
 * which imports all 33 of its language packs up front. The same exports, but each pack starts
 * empty and is filled by addProLocale when its language loads (src/locales/load.ts). Plain
 * JavaScript: the build reads it in place of a library module, without the source loaders.
 */
import { get } from 'rc-util';

/** Each language's ProComponents texts by the app's locale name, filled when it loads. */
const packs = {};

export const createIntl = (locale, localeMap) => ({
  getMessage(id, defaultMessage) {
    const message = get(localeMap, id.replace(/\[(\d+)\]/g, '.$1').split('.')) || '';
    if (message) return message;
    if (locale.replace('_', '-') === 'zh-CN') return defaultMessage;
    return intlMap['zh-CN'] ? intlMap['zh-CN'].getMessage(id, defaultMessage) : defaultMessage;
  },
  locale,
});

const intlOf = (name) => createIntl(name.replace('-', '_'), (packs[name] = {}));

// The app's five languages; the others ProTable's index re-exports, left empty (they fall back to zh-CN).
export const zhCNIntl = intlOf('zh-CN');
export const enUSIntl = intlOf('en-US');
export const zhTWIntl = intlOf('zh-TW');
export const ptBRIntl = intlOf('pt-BR');
export const idIDIntl = intlOf('id-ID');
export const arEGIntl = intlOf('ar-EG');
export const caESIntl = intlOf('ca-ES');
export const esESIntl = intlOf('es-ES');
export const frFRIntl = intlOf('fr-FR');
export const itITIntl = intlOf('it-IT');
export const jaJPIntl = intlOf('ja-JP');
export const msMYIntl = intlOf('ms-MY');
export const ruRUIntl = intlOf('ru-RU');
export const thTHIntl = intlOf('th-TH');
export const viVNIntl = intlOf('vi-VN');

export const intlMap = { 'zh-CN': zhCNIntl, 'en-US': enUSIntl, 'zh-TW': zhTWIntl, 'pt-BR': ptBRIntl, 'id-ID': idIDIntl };
export const intlMapKeys = Object.keys(intlMap);

/** The intlMap key of an antd locale name (as ProComponents finds it). */
export const findIntlKeyByAntdLocaleKey = (localeKey) => {
  const name = (localeKey || 'zh-CN').toLocaleLowerCase();
  return intlMapKeys.find((key) => key.toLocaleLowerCase().includes(name));
};

/** Fills a language's ProComponents texts (its pack from pro-provider/es/locale). */
export function addProLocale(name, pack) {
  Object.assign(packs[name], pack);
}
