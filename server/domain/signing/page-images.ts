/**
 * Contract pages as images for the employee's phone (pdf/page-image.ts): drawn on a parsing
 * worker the first time a page is asked for, then kept (migration 036) with their bytes in the
 * document store. The signing page asks for each document's first page as soon as it has the
 * link's view (src/pages/Signing/firstView.ts), so that it is drawn while the page's own script
 * loads. Not drawn ahead when the link is texted: a batch of a thousand would keep both cores
 * busy for half a minute, while employees open their links over hours.
 */
import type { Deps } from '../deps';
import { PAGE_IMAGE_WIDTH } from '../../pdf/page-image';
import { parsing } from '../../parsing';
import { readStored } from './document-versions';

/** Draws of the same page asked for together share one worker job. */
const drawing = new Map<string, Promise<Uint8Array>>();

type ImageDeps = Pick<Deps, 'db' | 'now' | 'signing'>;

/** Page `page` (from 1, within the version's page count) of the stored PDF `documentSha256`, as JPEG. */
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
  const { sha256 } = await store.put(drawn.jpeg);
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
  return drawn.jpeg;
}
