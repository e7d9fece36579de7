/**
 * config/loaders/deferIcu.cjs patches two library modules so that the browser's Intl (whose first
 * use initialises ICU, about 20 ms here) is first touched when something is formatted, not as the entry
 * chunk loads. Each patch must still find its text in the library as installed, and the lazy
 * default locale must answer as the eager one did.
 */
import { readFileSync } from 'fs';
import { dirname } from 'path';
import deferIcu from '../../config/loaders/deferIcu.cjs';

const LIBRARY_FILES = [
  require.resolve('intl-messageformat/lib/core.js'),
  require.resolve('react-intl/lib/components/provider.js', { paths: [dirname(require.resolve('@umijs/plugins/package.json'))] }),
];

const patch = (resourcePath: string, source = readFileSync(resourcePath, 'utf8')): string => deferIcu.call({ resourcePath }, source);

describe('deferIcu loader', () => {
  it.each(LIBRARY_FILES)('finds every text it patches in %s', (file) => {
    const patched = patch(file);
    expect(deferIcu.appliesTo(file)).toBe(true);
    expect(patched).not.toBe(readFileSync(file, 'utf8'));
    for (const { find } of deferIcu.PATCHES.filter((p: { module: RegExp }) => p.module.test(file))) expect(patched).not.toContain(find);
  });

  it('leaves no Intl call at the top of either module', () => {
    expect(patch(LIBRARY_FILES[0])).not.toMatch(/^\s*IntlMessageFormat\.defaultLocale = new Intl/m);
    // react-intl's checks remain for development builds, behind the production test.
    expect(patch(LIBRARY_FILES[1]).match(/supportedLocalesOf/g)).toHaveLength(2);
    expect(patch(LIBRARY_FILES[1]).match(/process\.env\.NODE_ENV !== 'production' && !Intl\.\w+\.supportedLocalesOf/g)).toHaveLength(2);
  });

  it('works the default locale out when first read, as the module did when loaded', () => {
    const { replace } = deferIcu.PATCHES[0];
    const spy = jest.spyOn(Intl, 'NumberFormat');
    const IntlMessageFormat = {} as { defaultLocale?: string };
    new Function('IntlMessageFormat', replace)(IntlMessageFormat);
    expect(spy).not.toHaveBeenCalled();
    expect(IntlMessageFormat.defaultLocale).toBe(new Intl.NumberFormat().resolvedOptions().locale);
    IntlMessageFormat.defaultLocale = 'pt-BR';
    expect(IntlMessageFormat.defaultLocale).toBe('pt-BR');
    spy.mockRestore();
  });

  it('fails the build when a library no longer has the text it patches', () => {
    expect(() => patch(LIBRARY_FILES[0], 'export default {};')).toThrow(/no longer in .*core\.js/);
  });
});
