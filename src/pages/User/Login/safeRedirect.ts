/**
 * Where to go after login: a path of this site only. Browsers read `\` as `/` and drop tabs and
 * newlines in a URL, so `/\evil.example`, `/\t/evil.example` and `//evil.example` all name another
 * host: the redirect is resolved as the browser would and kept only when it stays on this origin.
 */
export function safeRedirect(redirect: string | null | undefined, origin = window.location.origin): string {
  const controlOrBackslash = [...(redirect ?? '')].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (!redirect || !redirect.startsWith('/') || controlOrBackslash) return '/';
  let url: URL;
  try {
    url = new URL(redirect, origin);
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== origin || path.startsWith('//') || url.pathname.startsWith('/user/login')) return '/';
  return path;
}
