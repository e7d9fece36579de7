/** The signed-in account (server/routes/current-user.ts). */
import { CurrentUser } from '../accounts';
import { route } from '../define';

export const currentUserRoutes = {
  get: route({
    method: 'GET',
    path: '/api/currentUser',
    tag: 'Current user',
    summary: { zh: '当前登录的账号', en: 'The signed-in account' },
    description: {
      zh: '密码须更改时也回答（`mustChangePassword`），以便应用引导用户更改。',
      en: 'Answered while the password must change too (`mustChangePassword`), so the app can lead the user to change it.',
    },
    guard: { permissions: [], beforePasswordChange: true },
    answers: { 200: CurrentUser },
  }),
};
