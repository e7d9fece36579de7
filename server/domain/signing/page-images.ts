/**
 * Contract pages as images for the employee's phone (pdf/page-image.ts): drawn on a parsing
 * worker, then kept (migration 036) with their bytes in the document store. Each document's first
 * page is drawn by a job queued with the texted link, so that it is ready when the employee opens
 * it; the others when first asked for. The signing page asks for the first pages as soon as it has
 * the link's view (src/pages/Signing/firstView.ts), before its own script has drawn anything.
 */
import type { Db } from '../../db/open';
import { enqueueJob, type JobHandler } from '../../lib/jobs';
import type { Deps } from '../deps';
import { PAGE_IMAGE_WIDTH } from '../../pdf/page-image';
import { parsing } from '../../parsing';
import { currentVersions, readStored } from './document-versions';

export const PAGE_IMAGES_JOB = 'draw_first_pages';

/** Draws of the same page asked for together share one worker job. */
const drawing = new Map<string, Promise<Uint8Array>>();

type ImageDeps = Pick<Deps, 'db' | 'now' | 'signing'>;

/** Page `page` (from 1, within the version's page count) of the stored PDF `documentSha256`, as WebP. */
export function documentPageImage(deps: ImageDeps, documentSha256: string, page: number): Promise<Uint8Array> {
  const key = `${documentSha256} ${page}`;
  let image = drawing.get(key);
  if (!image) {
    image = keptOrDrawn(deps, documentSha256, page).finally(() => drawing.delete(key));
    drawing.set(key, image);
  }
  return image;
}

async function keptOrDrawn(deps: ImageDeps, documentSha256: string, page: number): Promise<Uint8Array> {
  const store = deps.signing.documentStore;
  const kept = await deps.db
    .selectFrom('document_page_images')
    .select('image_sha256')
    .where('document_sha256', '=', documentSha256)
    .where('page', '=', page)
    .where('width', '=', PAGE_IMAGE_WIDTH)
    .executeTakeFirst();
  const keptBytes = kept && (await store.get(kept.image_sha256));
  if (keptBytes) return keptBytes;
  const drawn = await parsing.drawPageImage(await readStored(store, documentSha256), page);
  // The bytes are stored (and synced) before the row that names them, as for the PDFs.
  const { sha256 } = await store.put(drawn.webp);
  await deps.db
    .insertInto('document_page_images')
    .values({
      document_sha256: documentSha256,
      page,
      width: drawn.width,
      height: drawn.height,
      image_sha256: sha256,
      created_at: deps.now().toISOString(),
    })
    .onConflict((oc) => oc.columns(['document_sha256', 'page', 'width']).doUpdateSet({ image_sha256: sha256 }))
    .execute();
  return drawn.webp;
}

/** Queues drawing the first page of each of `taskId`'s documents: call in the transaction that texts its link. */
export function queueFirstPages(trx: Db, taskId: number, now: Date): Promise<void> {
  return enqueueJob(trx, { kind: PAGE_IMAGES_JOB, payload: { taskId }, runAt: now, now });
}

/** Draws (or finds kept) the first page of each current document version of the job's task. */
export function firstPagesJob(deps: ImageDeps): JobHandler {
  return async ({ payload }) => {
    const versions = await currentVersions(deps.db, Number(payload.taskId));
    for (const version of versions) await documentPageImage(deps, version.sha256, 1);
    return { done: true };
  };
}
