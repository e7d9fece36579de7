/** The page to return to after login: only a path of this site, never another origin. */
export function safeRedirect(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/user/login')) {
    return '/';
  }
  return redirect;
}
