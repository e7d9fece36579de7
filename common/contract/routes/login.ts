/** Logging in and out (server/routes/login.ts): password or texted code, a forgotten password, the demo accounts. */
import {
  CaptchaQuery,
  CaptchaResult,
  DemoAccounts,
  ForgottenPasswordBody,
  ForgottenPasswordResult,
  LoginBody,
  LoginResult,
} from '../accounts';
import { route, tagged } from '../define';

export const loginRoutes = tagged('Login', {
  login: route('POST /api/login/account', 'public', {
    summary: ['登录（密码或短信验证码）', 'Log in (password or texted code)'],
    description: [
      '成功时设置会话 Cookie `sid`，并结束该浏览器之前的会话。密码错误次数过多后只能用短信验证码登录；停用的账号或暂停的企业的账号被拒绝。',
      'Sets the session cookie `sid` and ends the browser’s previous session. After too many wrong passwords only a texted code logs the account in; disabled accounts and those of suspended companies are refused.',
    ],
    body: LoginBody,
    answers: { 200: LoginResult },
  }),
  demo: route('GET /api/login/demo', 'public', {
    summary: ['仍可使用的演示账号', 'Demo accounts still usable'],
    answers: { 200: DemoAccounts },
  }),
  captcha: route('GET /api/login/captcha', 'public', {
    summary: ['发送短信登录验证码', 'Text a login code'],
    description: [
      '无论该手机号是否有账号都回答相同内容（不泄露哪些号码存在）；按手机号和 IP 限制频率（429）。',
      'Answers the same whether or not the number has an account (it does not tell which numbers exist); limited per mobile and per IP (429).',
    ],
    query: CaptchaQuery,
    answers: { 200: CaptchaResult },
  }),
  resetPassword: route('POST /api/login/reset-password', 'public', {
    summary: ['用短信验证码重设忘记的密码', 'Replace a forgotten password with a texted code'],
    description: [
      '新密码须符合密码规则且不同于旧密码；成功后该账号的所有会话结束。',
      'The new password follows the password policy and differs from the old one; the account’s sessions all end.',
    ],
    body: ForgottenPasswordBody,
    answers: { 200: ForgottenPasswordResult },
  }),
  logout: route('POST /api/logout', 'public', {
    summary: ['退出登录', 'Log out'],
    description: ['结束会话并清除 Cookie；仅限同源请求。', 'Ends the session and clears its cookie; same-origin requests only.'],
    answers: { 200: null },
  }),
  logoutByLink: route('GET /api/logout', 'public', {
    summary: ['退出登录（GET）', 'Log out (GET)'],
    description: [
      '为沿用规格路由表的客户端保留；来自其他站点的请求（`Sec-Fetch-Site` 为 cross-site 或 same-site）被拒绝（403）。',
      'Kept for clients of the spec’s route table; a request from another site (`Sec-Fetch-Site` cross-site or same-site) is refused (403).',
    ],
    answers: { 200: null },
  }),
});
