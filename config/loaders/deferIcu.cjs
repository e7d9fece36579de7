/**
 * Webpack loader: two library modules touched the browser's Intl as they loaded, and the first
 * touch of Intl on a page makes the browser initialise its ICU data: about 20 ms here before the
 * first screen, for pages (login, the signing link) that format no number or date. Each is
 * patched so that Intl is first touched when something is formatted:
 * - intl-messageformat set `IntlMessageFormat.defaultLocale` from a new Intl.NumberFormat when
 *   loaded; it is now worked out the first time a message is made without a locale (ours never
 *   are: react-intl passes the shown one);
 * - react-intl's createIntl asked Intl whether it has data for the locale, only to report a
 *   missing one through onError, which a production build ignores; a development build still asks.
 * A patch whose text is no longer in its module fails the build: an upgraded library is read again.
 */
const PATCHES = [
  {
    module: /[\\/]intl-messageformat[\\/]lib[\\/]core\.js$/,
    find: 'IntlMessageFormat.defaultLocale = new Intl.NumberFormat().resolvedOptions().locale;',
    replace: `var defaultLocale;
    Object.defineProperty(IntlMessageFormat, 'defaultLocale', {
        configurable: true,
        enumerable: true,
        get: function () { return defaultLocale || (defaultLocale = new Intl.NumberFormat().resolvedOptions().locale); },
        set: function (locale) { defaultLocale = locale; },
    });`,
  },
  {
    module: /[\\/]react-intl[\\/]lib[\\/]components[\\/]provider\.js$/,
    find: 'else if (!Intl.NumberFormat.supportedLocalesOf(locale).length && onError) {',
    replace: "else if (process.env.NODE_ENV !== 'production' && !Intl.NumberFormat.supportedLocalesOf(locale).length && onError) {",
  },
  {
    module: /[\\/]react-intl[\\/]lib[\\/]components[\\/]provider\.js$/,
    find: 'else if (!Intl.DateTimeFormat.supportedLocalesOf(locale).length &&',
    replace: "else if (process.env.NODE_ENV !== 'production' && !Intl.DateTimeFormat.supportedLocalesOf(locale).length &&",
  },
];

/** Whether the loader must be given the module at `path` (.umirc.ts): one a patch names. */
const appliesTo = (path) => PATCHES.some((patch) => patch.module.test(path));

function deferIcu(source) {
  let patched = source;
  for (const patch of PATCHES.filter((p) => p.module.test(this.resourcePath))) {
    if (!patched.includes(patch.find)) throw new Error(`deferIcu: "${patch.find}" is no longer in ${this.resourcePath}`);
    patched = patched.replace(patch.find, patch.replace);
  }
  return patched;
}

module.exports = deferIcu;
module.exports.appliesTo = appliesTo;
module.exports.PATCHES = PATCHES;
