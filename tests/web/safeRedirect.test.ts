/** The login's redirect: only paths of this site, however a URL may try to name another host. */
import { safeRedirect } from '@/pages/User/Login/safeRedirect';

const ORIGIN = 'https://esign.example.com';

it.each([
  ['/\\evil.example/', '/'],
  ['/\t/evil.example/', '/'],
  ['/\n/evil.example/', '/'],
  ['/\\/evil.example/', '/'],
  ['//evil.example/x', '/'],
  ['/%2F/evil.example', '/%2F/evil.example'],
  ['https://evil.example/', '/'],
  ['javascript:alert(1)', '/'],
  ['/user/login?redirect=/x', '/'],
  ['', '/'],
  [null, '/'],
  ['/account/security?tab=mfa#top', '/account/security?tab=mfa#top'],
  ['/sign/12', '/sign/12'],
])('%j → %j', (redirect, expected) => {
  expect(safeRedirect(redirect, ORIGIN)).toBe(expected);
});
