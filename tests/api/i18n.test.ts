/** Server message catalogues: five complete locales, and the choice of locale per request. */
import { catalogues, LOCALES, pickLocale, translate } from '../../server/i18n';
import { zhCN } from '../../server/i18n/zh-CN';
import { startServer, type TestServer } from './support/harness';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  const reference = Object.keys(zhCN).sort();

  it.each(LOCALES)('%s has exactly the keys of zh-CN, none empty, same placeholders', (locale) => {
    const catalogue = catalogues[locale] as Record<string, string>;
    expect(Object.keys(catalogue).sort()).toEqual(reference);
    for (const key of reference) {
      expect(catalogue[key].trim()).not.toBe('');
      expect([key, placeholders(catalogue[key])]).toEqual([key, placeholders((zhCN as Record<string, string>)[key])]);
    }
  });

  it('really translates: the non-Chinese locales differ from zh-CN', () => {
    for (const locale of ['en-US', 'pt-BR', 'id-ID'] as const) {
      expect(catalogues[locale]['login.failed']).not.toBe(zhCN['login.failed']);
    }
    expect(translate('zh-CN', 'validation.required', { field: '用户名' })).toBe('用户名 不能为空');
    expect(translate('en-US', 'validation.required', { field: 'username' })).toBe('username is required');
  });
});

describe('pickLocale', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['en-US', 'en-US'],
    ['pt-BR', 'pt-BR'],
    ['id-ID', 'id-ID'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['en-GB,en;q=0.9', 'en-US'],
    ['fr-FR,pt;q=0.8,en;q=0.5', 'pt-BR'],
    ['de-DE', 'zh-CN'],
    ['en;q=0.2, id-ID;q=0.9', 'id-ID'],
  ])('%s → %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });
});

describe('answers in the user language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it.each(LOCALES)('%s: login failure and a validation message naming the field', async (locale) => {
    const client = server.client({ locale });
    const failed = await client.login('admin', 'wrong');
    expect(failed.body.msg).toBe(catalogues[locale]['login.failed']);
    const missing = await client.post('/api/login/account', { type: 'account', password: 'x' });
    expect(missing.body.msg).toBe(translate(locale, 'validation.required', { field: catalogues[locale]['field.username'] }));
  });

  it('falls back to zh-CN without a usable Accept-Language', async () => {
    const res = await server.client({ locale: 'ja-JP' }).get('/api/currentUser');
    expect(res.body.msg).toBe('请先登录');
  });
});
