/**
 * The help centre's articles over HTTP: the FAQ in the six groups, a manual per role, zh-CN and
 * en-US written, the other languages reading en-US and saying so; signed in only.
 */
import type { HelpDocument } from '../../common/api/help';
import { HELP_ROLES } from '../../common/api/help';
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
