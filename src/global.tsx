/**
 * Browser-level notices that belong to no page (docs/product.md, "Layout and settings"): offline, and new content after a
 * redeploy. PWA is off, so "new content" is detected by comparing the hashed entry script of
 * the served index.html with the one this page runs.
 */
import { message, notification } from 'antd';
import { translate } from '@/utils/translate';

window.addEventListener('offline', () => message.warning(translate('app.pwa.offline')));

const ENTRY = /\/umi(\.[\w]+)?\.js/;
const runningEntry = () =>
  Array.from(document.scripts)
    .map((s) => s.src.match(ENTRY)?.[0])
    .find(Boolean);

let prompted = false;
async function checkForNewContent() {
  const current = runningEntry();
  if (prompted || !current || !navigator.onLine) return;
  try {
    const html = await (await fetch(`${window.routerBase || '/'}index.html`, { cache: 'no-store' })).text();
    const served = html.match(ENTRY)?.[0];
    if (!served || served === current) return;
    prompted = true;
    // antd's Button for this notice alone: the entry chunk every page loads goes without it.
    const { default: Button } = await import('antd/es/button');
    const key = 'new-content';
    notification.open({
      key,
      message: translate('app.pwa.serviceworker.updated'),
      description: translate('app.pwa.serviceworker.updated.hint'),
      btn: (
        <Button type="primary" onClick={() => window.location.reload()}>
          {translate('app.pwa.serviceworker.updated.ok')}
        </Button>
      ),
      duration: 0,
    });
  } catch {
    // Offline or the server is restarting: try again on the next check.
  }
}

if (process.env.NODE_ENV === 'production') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForNewContent();
  });
  window.setInterval(checkForNewContent, 10 * 60 * 1000);
}
