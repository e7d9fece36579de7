import { launchChromium } from '../../scripts/chromium.mjs';

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8000';
export const PASSWORD = 'ant.design';

let browser;
export async function openPage(locale = 'zh-CN') {
  browser ??= await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1680, height: 900 }, locale });
  // The interface language is kept in localStorage (docs/product.md, "Languages and limits").
  await context.addInitScript((l) => window.localStorage.setItem('umi_locale', l), locale);
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

/** The login form's submit button (antd spaces two-character Chinese labels: 登 录). */
export const submitLogin = (page) => page.getByRole('button', { name: /^(登\s?录|Login)$/ }).click();

/** Signs `username` in over HTTP for the requests (and pages) of `request`'s context: no login page drawn. */
export const loginOverHttp = (request, username) =>
  request.post(`${BASE_URL}/api/login/account`, { data: { type: 'account', username, password: PASSWORD } });

/**
 * Signs `username` in through the login page. An account whose password an administrator set
 * (`mustChange`) lands on the password-change screen, drawn on whatever page was asked for; the
 * others wait for the root's redirect too.
 */
export async function login(page, username, { password = PASSWORD, path = '/user/login', mustChange = false } = {}) {
  await page.goto(`${BASE_URL}${path}`);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await submitLogin(page);
  if (mustChange) {
    await page.getByRole('heading', { name: 'Change your password' }).waitFor();
    return;
  }
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login') && url.pathname !== '/');
}

/** On the password-change screen (English): replaces the administrator's password with `newPassword`. */
export async function changeRequiredPassword(page, oldPassword, newPassword) {
  const screen = page.getByRole('heading', { name: 'Change your password' });
  await page.locator('#oldPassword').fill(oldPassword);
  await page.locator('#newPassword').fill(newPassword);
  await page.locator('#confirm').fill(newPassword);
  await page.getByRole('button', { name: 'Change password and continue' }).click();
  await screen.waitFor({ state: 'detached' });
}

/** Titles of the top menu's first-level entries. */
export async function topMenu(page) {
  const items = page.locator(
    '.ant-menu-horizontal > li.ant-menu-item:not(.ant-menu-overflow-item-rest), .ant-menu-horizontal > li.ant-menu-submenu:not(.ant-menu-overflow-item-rest)',
  );
  await items.first().waitFor();
  // Every entry, also one the menu has moved under its "…" while it measures what fits (which
  // depends on when the font arrives): the test is of what the role may open, not of the layout.
  return items.evaluateAll((els) => els.map((el) => el.textContent.trim()));
}
