/**
 * Browser-level notices that belong to no page (SPEC point 8): offline, and new content after a
 * redeploy. PWA is off, so "new content" is detected by comparing the hashed entry script of
 * the served index.html with the one this page runs.
 */
import { getIntl } from '@umijs/max';
import { Button, message, notification } from 'antd';

const t = (id: string) => getIntl().formatMessage({ id });

window.addEventListener('offline', () => message.warning(t('app.pwa.offline')));

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
    const key = 'new-content';
    notification.open({
      key,
      message: t('app.pwa.serviceworker.updated'),
      description: t('app.pwa.serviceworker.updated.hint'),
      btn: (
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('app.pwa.serviceworker.updated.ok')}
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
