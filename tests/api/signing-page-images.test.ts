/**
 * The signing page's contract pages as images (GET /api/signing/:token/documents/:id/pages/:page):
 * each is the PDF's page as poppler's pdftoppm draws it too (an independent renderer, compared
 * block by block), drawn once and kept, and refused like the PDF itself for links that ended.
 * pdftoppm (poppler-utils) must be installed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { SignTask, SignTaskCreateResult, SigningView } from '../../common/api/signing';
import { lastText, SIGNING_LINK } from './support/outbox';
import { raw } from './support/database';
import { employeeId, serveWithRoles } from './support/roles';
import { LABOUR_VALUES, templateIdOf } from './support/signing';

// Few public requests per address: a phone's page images are not counted, an unknown link is.
const LIMIT = 6;
const { server, as } = serveWithRoles({ policy: { signingRequestsPerIp: LIMIT } });
const kept = () =>
  raw(server.handle).prepare('select document_sha256, page from document_page_images order by document_sha256, page').all() as {
    document_sha256: string;
    page: number;
  }[];

/** A sent task for `name` and its link's token. */
async function sentTask(name: string): Promise<{ task: SignTask; token: string }> {
  const created = await as.operator.post<SignTaskCreateResult>('/api/sign-tasks', {
    templateId: templateIdOf(server, 'LC-2025'),
    employeeIds: [employeeId(server.handle, name)],
    values: LABOUR_VALUES,
  });
  const task = created.body.data!.created[0];
  expect((await as.operator.post(`/api/sign-tasks/${task.id}/send`, {})).status).toBe(200);
  const mobile = (raw(server.handle).prepare('select mobile from employees where name = ?').get(name) as { mobile: string }).mobile;
  return { task, token: SIGNING_LINK.exec(lastText(server.handle, mobile, '/signing/')!)![1] };
}

/** Grey levels (0 black … 255 white) of an image, averaged over `blocks` × `blocks`-pixel squares. */
function blockGreys(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number, channels: number, blocks: number): number[] {
  const greys: number[] = [];
  for (let by = 0; by + blocks <= height; by += blocks)
    for (let bx = 0; bx + blocks <= width; bx += blocks) {
      let sum = 0;
      for (let y = by; y < by + blocks; y++)
        for (let x = bx; x < bx + blocks; x++) {
          const i = (y * width + x) * channels;
          sum += channels === 1 ? rgba[i] : (rgba[i] + rgba[i + 1] + rgba[i + 2]) / 3;
        }
      greys.push(sum / (blocks * blocks));
    }
  return greys;
}

async function jpegGreys(jpeg: Uint8Array, blocks: number) {
  const image = await loadImage(Buffer.from(jpeg));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  return { width: image.width, height: image.height, greys: blockGreys(data, image.width, image.height, 4, blocks) };
}

/** Page `page` of `pdf` drawn by pdftoppm `width` pixels across, in grey. */
function popplerGreys(pdf: Uint8Array, page: number, width: number, blocks: number) {
  const dir = mkdtempSync(join(tmpdir(), 'page-image-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), pdf);
    const pgm = execFileSync(
      'pdftoppm',
      ['-f', String(page), '-l', String(page), '-scale-to-x', String(width), '-scale-to-y', '-1', '-gray', join(dir, 'doc.pdf')],
      {
        maxBuffer: 64 << 20,
      },
    );
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 50).toString('latin1'))!;
    const [w, h] = [Number(header[1]), Number(header[2])];
    return { width: w, height: h, greys: blockGreys(pgm.subarray(header[0].length), w, h, 1, blocks) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const meanDifference = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length;

describe('GET /api/signing/:token/documents/:documentId/pages/:page', () => {
  it('answers each page as a JPEG that shows what poppler draws of the PDF, drawn once and kept', async () => {
    const { token } = await sentTask('王海涛');
    // Nothing is drawn until a page is asked for.
    expect(kept()).toEqual([]);
    const view = (await as.anonymous.get<SigningView>(`/api/signing/${token}`)).body.data!;
    const document = view.documents[0];
    const pdf = new Uint8Array(await (await as.anonymous.raw('GET', `/api/signing/${token}/documents/${document.id}`)).arrayBuffer());

    for (let page = 1; page <= document.pageCount; page++) {
      const response = await as.anonymous.raw('GET', `/api/signing/${token}/documents/${document.id}/pages/${page}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('private, max-age=600');
      const jpeg = new Uint8Array(await response.arrayBuffer());
      // A JPEG's start-of-image marker, then a JFIF or Exif segment.
      expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

      const ours = await jpegGreys(jpeg, 20);
      const size = document.pages[page - 1];
      expect(ours.width).toBe(1080);
      expect(Math.abs(ours.height - (1080 * size.height) / size.width)).toBeLessThanOrEqual(1);
      const poppler = popplerGreys(pdf, page, 1080, 20);
      expect(poppler.greys.length).toBe(ours.greys.length);
      // The page has ink (the filled clauses), and it is where poppler puts it.
      expect(ours.greys.filter((g) => g < 245).length).toBeGreaterThan(ours.greys.length * 0.02);
      expect(meanDifference(ours.greys, poppler.greys)).toBeLessThan(1.5);
      // The same comparison tells a blank page apart.
      expect(
        meanDifference(
          ours.greys.map(() => 255),
          poppler.greys,
        ),
      ).toBeGreaterThan(4);
    }

    const drawn = kept().length;
    expect(drawn).toBe(document.pageCount);
    const again = await as.anonymous.raw('GET', `/api/signing/${token}/documents/${document.id}/pages/1`);
    expect(again.status).toBe(200);
    expect(kept().length).toBe(drawn);
  });

  it('refuses pages beyond the document, other documents and links that ended', async () => {
    const { task, token } = await sentTask('郭强');
    const view = (await as.anonymous.get<SigningView>(`/api/signing/${token}`)).body.data!;
    const document = view.documents[0];
    const page = (path: string) => as.anonymous.get(`/api/signing/${token}/documents/${path}`);

    expect((await page(`${document.id}/pages/${document.pageCount + 1}`)).status).toBe(404);
    expect((await page(`${document.id}/pages/0`)).status).toBe(422);
    expect((await page(`${document.id + 1000}/pages/1`)).status).toBe(404);
    expect((await as.anonymous.get(`/api/signing/${'x'.repeat(43)}/documents/${document.id}/pages/1`)).status).toBe(404);

    expect((await as.operator.post(`/api/sign-tasks/${task.id}/revoke`, { reason: '岗位调整' })).status).toBe(200);
    expect((await page(`${document.id}/pages/1`)).status).toBe(409);
  });

  it('counts pages of a live link against no address, and an unknown link like any public request', async () => {
    const { token } = await sentTask('马晓丽');
    const phone = server.client();
    const view = (await phone.get<SigningView>(`/api/signing/${token}`)).body.data!;
    const document = view.documents[0];
    for (let i = 0; i < LIMIT + 2; i++)
      expect((await phone.raw('GET', `/api/signing/${token}/documents/${document.id}/pages/1`)).status).toBe(200);
    const unknown = () => phone.get(`/api/signing/${'y'.repeat(43)}/documents/${document.id}/pages/1`);
    // The view counted once: the unknown link's requests reach the limit after LIMIT - 1.
    for (let i = 1; i < LIMIT; i++) expect((await unknown()).status).toBe(404);
    const limited = await unknown();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
