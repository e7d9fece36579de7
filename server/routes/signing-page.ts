/**
 * The employee's signing page as the phone first asks for it (`/signing/:token`, the SPA's
 * index.html): a `Link` header names the first page image the page will show, so that the server
 * draws it and the phone fetches it while the page's script loads (docs/performance.md).
 */
import { fillPath } from '../../common/contract/fill-path';
import { signingRoutes as declared } from '../../common/contract/routes/signing';
import { firstShownDocument } from '../domain/signing/signing-link';
import { clientInfo } from './support/client-info';
import type { AppContext } from './support/context';

const SIGNING_PAGE = /^\/signing\/([A-Za-z0-9_-]{43})\/?$/;

/** The `Link` header of a signing link's page, or undefined for any other path. */
export async function signingPageLink(c: AppContext, pathname: string): Promise<string | undefined> {
  const token = SIGNING_PAGE.exec(pathname)?.[1];
  if (!token) return undefined;
  // The page loads whatever happens here (an unknown link, the address's limit): no hint then.
  const documentId = await firstShownDocument(c.get('deps'), token, clientInfo(c)).catch(() => undefined);
  if (documentId === undefined) return undefined;
  const image = fillPath(declared.pageImage.path, { token, documentId, page: 1 });
  return `<${image}>; rel=preload; as=image; fetchpriority=high`;
}
