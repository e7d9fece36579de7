/** Every string in five locales (docs/product.md, "Languages and limits"): a key one locale has, all must have. */
import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';
import { SIGN_TASK_STATUSES } from '@common/api/signing';
import { catalogues as serverCatalogues } from '../../server/i18n';
import { LOCALES } from '../../src/locales/load';
import enUS from '../../src/locales/en-US';
import idID from '../../src/locales/id-ID';
import ptBR from '../../src/locales/pt-BR';
import zhCN from '../../src/locales/zh-CN';
import zhTW from '../../src/locales/zh-TW';

const shell: Record<string, Record<string, string>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-TW': zhTW,
  'pt-BR': ptBR,
  'id-ID': idID,
};
// The catalogues screens add when they load: every file of onDemand/ names one per language.
const onDemandDir = join(__dirname, '../../src/locales/onDemand');
const areaNames = readdirSync(onDemandDir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace('.ts', ''));
const areas: Record<string, Record<string, string>>[] = areaNames.map((area) =>
  Object.fromEntries(Object.keys(shell).map((name) => [name, require(`../../src/locales/${name}/${area}`).default])),
);
// Every language's messages: the shell's, and those the screens add when they load.
const locales = Object.fromEntries(
  Object.entries(shell).map(([name, messages]) => [name, Object.assign({}, messages, ...areas.map((area) => area[name]))]),
) as Record<string, Record<string, string>>;
const allKeys = [...new Set(Object.values(locales).flatMap((m) => Object.keys(m)))].sort();

describe('locales', () => {
  it('loads screen catalogues without overriding a shell key', () => {
    expect(areas.length).toBeGreaterThanOrEqual(6);
    const clashes = Object.keys(locales['zh-CN']).filter((k) => k in shell['zh-CN'] && areas.some((area) => k in area['zh-CN']));
    expect(clashes).toEqual([]);
  });

  it('ships exactly the five interface languages, each loading on its own', () => {
    const root = join(__dirname, '../../src/locales');
    const folders = readdirSync(root).filter((f) => /^[a-z]{2}-[A-Z]{2}$/.test(f));
    expect(folders.sort()).toEqual(Object.keys(locales).sort());
    expect([...LOCALES].sort()).toEqual(Object.keys(locales).sort());
  });

  it('registers each area with a loader per language, for a file that exists', () => {
    areaNames.forEach((area) => {
      const { catalogues } = require(join(onDemandDir, area));
      expect(Object.keys(catalogues).sort()).toEqual(Object.keys(locales).sort());
    });
  });

  it.each(Object.keys(locales))('%s has every key, each with a non-empty text', (name) => {
    const missing = allKeys.filter((k) => !locales[name][k]?.trim());
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(locales))('%s keeps the placeholders of zh-CN', (name) => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join();
    const wrong = allKeys.filter((k) => placeholders(locales[name][k] ?? '') !== placeholders(locales['zh-CN'][k] ?? ''));
    expect(wrong).toEqual([]);
  });

  it('has a zh-CN text for every literal message id used in the source', () => {
    const files: string[] = [];
    const walk = (dir: string) =>
      readdirSync(dir).forEach((f) => {
        const p = join(dir, f);
        if (f.startsWith('.') || f === 'locales') return;
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.tsx?$/.test(f)) files.push(p);
      });
    walk(join(__dirname, '../../src'));
    const used = new Set<string>();
    const id = /['"`]((?:app|menu|pages|component|request|validation)\.[\w.-]+)['"`]/g;
    files.forEach((f) => {
      for (const m of readFileSync(f, 'utf8').matchAll(id)) used.add(m[1]);
    });
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((k) => !(k in locales['zh-CN']))).toEqual([]);
  });

  // One name per thing: a status reads the same on the list, the verify page and in what the server writes (exports, evidence).
  it.each(Object.keys(locales))('%s names each sign task status once, in the SPA and on the server', (name) => {
    const server = serverCatalogues[name as keyof typeof serverCatalogues] as Record<string, string>;
    const names = SIGN_TASK_STATUSES.map((status) => [
      locales[name][`pages.sign.status.${status}`],
      locales[name][`pages.verify.status.${status}`],
      server[`status.${status}`],
    ]);
    expect(names.filter(([list, verify, written]) => list !== verify || list !== written)).toEqual([]);
  });

  it.each(Object.keys(locales))('%s names the waiting states and batch signing one way wherever they show', (name) => {
    const server = serverCatalogues[name as keyof typeof serverCatalogues] as Record<string, string>;
    const m = locales[name];
    // The home page's figures and the batch page's list say the status as the status tabs do.
    expect([m['pages.home.figure.waitingForCompany'], m['pages.batchSign.tasks.title']]).toEqual([
      m['pages.sign.status.pending_company'],
      m['pages.sign.status.pending_company'],
    ]);
    // The scheduled tasks' list, by the status's name (a plural where the language inflects it).
    expect(m['pages.advanceSend.title'].toLowerCase()).toMatch(new RegExp(`^${m['pages.sign.status.scheduled'].toLowerCase()}`));
    // A batch's notice names the feature by its menu name.
    expect(server['notice.batch.finished'].toLowerCase()).toContain(m['menu.batchSign'].toLowerCase());
  });
});
