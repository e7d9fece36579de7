/**
 * The signing link's page as the phone first asks for it (`GET /signing/:token`, the SPA's
 * index.html): while the link is open a `Link` header names the first document's first page
 * image, which the browser then fetches with the HTML; nothing is named for any other link or page.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SignTaskCreateResult, SigningView } from '../../common/api/signing';
import { tempDir } from './support/harness';
import { lastText, SIGNING_LINK } from './support/outbox';
import { raw } from './support/database';
import { employeeId, serveWithRoles } from './support/roles';
import { LABOUR_VALUES, templateIdOf } from './support/signing';

const dist = tempDir('esign-dist-');
writeFileSync(join(dist, 'index.html'), '<!DOCTYPE html><html><head></head><body><div id="root"></div></body></html>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const { server, as } = serveWithRoles({ staticDir: dist });

async function sentTask(name: string): Promise<{ taskId: number; token: string }> {
  const created = await as.operator.post<SignTaskCreateResult>('/api/sign-tasks', {
    templateId: templateIdOf(server, 'LC-2025'),
    employeeIds: [employeeId(server.handle, name)],
    values: LABOUR_VALUES,
    send: true,
  });
  const taskId = created.body.data!.created[0].id;
  const mobile = (raw(server.handle).prepare('select mobile from employees where name = ?').get(name) as { mobile: string }).mobile;
  return { taskId, token: SIGNING_LINK.exec(lastText(server.handle, mobile, '/signing/')!)![1] };
}

const page = (path: string) => as.anonymous.raw('GET', path);

it("names an open link's first page in its page's Link header, and the image it names is the page's", async () => {
  const { token } = await sentTask('王海涛');
  const response = await page(`/signing/${token}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(await response.text()).toContain('<div id="root">');
  const view = (await as.anonymous.get<SigningView>(`/api/signing/${token}`)).body.data!;
  const image = `/api/signing/${token}/documents/${view.documents[0].id}/pages/1`;
  expect(response.headers.get('link')).toBe(`<${image}>; rel=preload; as=image; fetchpriority=high`);
  // The header names this link's own page: no shared cache keeps it, and it is answered whole
  // again (no validator to answer 304 to, which would leave the browser the header it kept).
  expect(response.headers.get('cache-control')).toBe('private, no-cache');
  expect(response.headers.get('etag')).toBeNull();
  const jpeg = await page(image);
  expect(jpeg.status).toBe(200);
  expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
});

it('names nothing for an unknown, malformed or ended link, nor for other pages', async () => {
  const { taskId, token } = await sentTask('郭强');
  expect((await as.operator.post(`/api/sign-tasks/${taskId}/revoke`, { reason: '岗位调整' })).status).toBe(200);
  for (const path of [`/signing/${token}`, `/signing/${'z'.repeat(43)}`, '/signing/short', '/employee', '/']) {
    const response = await page(path);
    expect([path, response.status, response.headers.get('link'), response.headers.get('cache-control')]).toEqual([
      path,
      200,
      null,
      'no-cache',
    ]);
  }
});
