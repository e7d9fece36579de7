/** Mainland mobile: 11 digits starting with 1 and a network digit 3-9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** The page to return to after login: only a path of this site, never another origin. */
export function safeRedirect(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/user/login')) {
    return '/';
  }
  return redirect;
}
