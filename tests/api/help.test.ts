/**
 * The help centre's articles over HTTP: the FAQ in the six groups, a manual per role, zh-CN and
 * en-US written, the other languages reading en-US and saying so; signed in only.
 */
import { UserType } from '../../common/api/accounts';
import { accessOf, type AccessSubject, type Permission } from '../../common/access';
import type { HelpDocument, HelpRole } from '../../common/api/help';
import { HELP_ROLES } from '../../common/api/help';
import routes from '../../config/routes';
import { serveWithRoles } from './support/roles';

const { server, as } = serveWithRoles();

const groupsOf = (markdown: string) => [...markdown.matchAll(/<!-- group: ([\w-]+) -->/g)].map((m) => m[1]);

it('answers the FAQ in the reader’s language, grouped by topic', async () => {
  const zh = (await as.user.get<HelpDocument>('/api/help/faq')).body.data!;
  expect(zh).toMatchObject({ locale: 'zh-CN', fallback: false });
  const english = server.client({ locale: 'en-US' });
  await english.loginOk('user');
  const en = (await english.get<HelpDocument>('/api/help/faq')).body.data!;
  expect(en).toMatchObject({ locale: 'en-US', fallback: false });
  const groups = ['signing', 'employee-page', 'seals-certificates', 'verification', 'import', 'accounts'];
  expect(groupsOf(zh.markdown)).toEqual(groups);
  expect(groupsOf(en.markdown)).toEqual(groups);
  // Each group has questions.
  for (const markdown of [zh.markdown, en.markdown])
    expect((markdown.match(/^### /gm) ?? []).length).toBeGreaterThanOrEqual(groups.length * 3);
});

it('falls back to en-US, saying so, where a language has no version yet', async () => {
  for (const locale of ['zh-TW', 'pt-BR', 'id-ID']) {
    const client = server.client({ locale });
    await client.loginOk('operator');
    expect((await client.get<HelpDocument>('/api/help/manual/operator')).body.data).toMatchObject({ locale: 'en-US', fallback: true });
  }
});

it('has a manual per role in both written languages, each section naming the page it is about', async () => {
  for (const role of HELP_ROLES) {
    const manual = (await as.admin.get<HelpDocument>(`/api/help/manual/${role}`)).body.data!;
    expect(manual.fallback).toBe(false);
    expect(manual.markdown.match(/<!-- route: \/[\w/]* -->\s*## /g)?.length).toBeGreaterThanOrEqual(2);
  }
  expect((await as.admin.get('/api/help/manual/guest')).status).toBe(422);
  expect((await as.anonymous.get('/api/help/faq')).status).toBe(401);
});

interface RouteEntry {
  path?: string;
  access?: Permission;
  redirect?: string;
  layout?: boolean;
  component?: string;
  routes?: RouteEntry[];
}

/** Every page of config/routes.ts inside the shell (where the header's help button is), with the permissions it asks for. */
function shellPages(list: RouteEntry[], inherited: Permission[] = []): { path: string; access: Permission[] }[] {
  return list.flatMap((route) => {
    const access = route.access ? [...inherited, route.access] : inherited;
    const page = route.component && route.layout !== false && !['*', '/403', '/exception'].includes(route.path!);
    return [...(page ? [{ path: route.path!, access }] : []), ...shellPages(route.routes ?? [], access)];
  });
}

it('has a section about every page each role may open, so the help button opens the manual there', async () => {
  const readers: [HelpRole, AccessSubject][] = [
    ['admin', { type: UserType.ADMIN, relation_id: 0, department: null }],
    ['company', { type: UserType.COMPANY, relation_id: 29, department: null }],
    ['company', { type: UserType.COMPANY, relation_id: 31, department: null }],
    ['department', { type: UserType.DEPARTMENT, relation_id: 29, department: 3 }],
    ['operator', { type: UserType.OPERATOR, relation_id: 29, department: null }],
  ];
  const english = server.client({ locale: 'en-US' });
  await english.loginOk('admin');
  for (const client of [as.admin, english]) {
    for (const [role, subject] of readers) {
      const manual = (await client.get<HelpDocument>(`/api/help/manual/${role}`)).body.data!;
      expect(manual.fallback).toBe(false);
      const sections = [...manual.markdown.matchAll(/<!-- route: (\/[\w/]*) -->\s*## /g)].map((m) => m[1]);
      const access = accessOf(subject);
      for (const page of shellPages(routes as RouteEntry[]).filter((p) => p.access.every((a) => access[a]))) {
        const about = sections.filter((route) => page.path === route || page.path.startsWith(`${route}/`));
        expect({ role, locale: manual.locale, page: page.path, about: about.length > 0 }).toEqual({
          role,
          locale: manual.locale,
          page: page.path,
          about: true,
        });
      }
    }
  }
});

it('gives the FAQ search the other names of each thing, in the reader’s language and the FAQ’s', async () => {
  const zh = (await as.user.get<HelpDocument>('/api/help/faq')).body.data!;
  expect(zh.synonyms).toContainEqual(expect.arrayContaining(['批量签署', '批量盖章']));
  expect(zh.synonyms).toContainEqual(expect.arrayContaining(['客户公司', '客户企业']));
  // The FAQ names the feature by one of them only: the others are for the search.
  expect(zh.markdown).toContain('批量签署');
  expect(zh.markdown).not.toContain('批量盖章');
  const portuguese = server.client({ locale: 'pt-BR' });
  await portuguese.loginOk('user');
  const pt = (await portuguese.get<HelpDocument>('/api/help/faq')).body.data!;
  expect(pt).toMatchObject({ locale: 'en-US', fallback: true });
  expect(pt.synonyms).toContainEqual(expect.arrayContaining(['assinatura em lote', 'carimbo em lote']));
  expect(pt.synonyms).toContainEqual(expect.arrayContaining(['batch signing', 'batch sealing']));
});
