/**
 * The link's view asked for as the route is entered (the page's `clientLoader`, started with the
 * entry script by src/utils/firstScreen.ts), rather than once the page's code has loaded and
 * drawn: on a phone the title waited for about 380 kB of script before its request left. Its own
 * light module, because Umi puts each page's `clientLoader` into the entry.
 */
import type { SigningView } from '@common/api/signing';
import { getSigningView, signingPageImageUrl } from '@/services/signing';

/** The view asked for at the latest entry into a signing link, until the page takes it. */
let asked: { token: string; view: Promise<SigningView> } | undefined;

const tokenOf = (pathname: string) => /\/signing\/([^/]+)\/?$/.exec(pathname)?.[1];

/** The route's `clientLoader`: asks for the link's view and starts the page's messages. */
export async function signingViewLoader(): Promise<null> {
  const token = tokenOf(window.location.pathname);
  if (token && asked?.token !== token) {
    const view = getSigningView(token);
    // Each document's first page is asked for as soon as the view names it, while the page's
    // script is still loading; the page's <img> then finds it in the browser's cache.
    view.then(
      (v) => v.state === 'open' && v.documents.forEach((d) => (new Image().src = signingPageImageUrl(token, d.id, 1))),
      () => undefined, // the page reads the failure when it takes the answer
    );
    asked = { token, view };
    // A failed download shows when the page itself imports the area.
    import('@/locales/onDemand/signing').catch(() => undefined);
  }
  // Nothing for Umi to keep: the page takes the view from here.
  return null;
}

/** The view asked for `token` as the route was entered, once; later loads (a retry) ask again. */
export function takeSigningView(token: string): Promise<SigningView> | undefined {
  const first = asked?.token === token ? asked.view : undefined;
  asked = undefined;
  return first;
}
