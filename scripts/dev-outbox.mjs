/**
 * The dev outbox as the e2e tests and the screenshot script read it: over HTTP, as the
 * administrator (the only one it answers), with a session of its own.
 */
const cookies = new Map();

async function adminCookie(base) {
  if (!cookies.has(base)) {
    const res = await fetch(`${base}/api/login/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'account', username: 'admin', password: 'ant.design' }),
    });
    if (!res.ok) throw new Error(`admin login for the dev outbox failed: ${res.status}`);
    cookies.set(
      base,
      res.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; '),
    );
  }
  return cookies.get(base);
}

/** The text messages to `mobile` (to anyone when left out), newest first. */
export async function readOutbox(base, mobile) {
  const query = mobile ? `?mobile=${mobile}` : '';
  const res = await fetch(`${base}/api/dev/outbox${query}`, { headers: { cookie: await adminCookie(base) } });
  const body = await res.json();
  if (body.status !== 0) throw new Error(`dev outbox: ${JSON.stringify(body)}`);
  return body.data;
}
