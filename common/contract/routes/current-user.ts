/** The signed-in account (server/routes/current-user.ts). */
import { CurrentUser } from '../accounts';
import { route, tagged } from '../define';
import { signedInBeforePasswordChange } from '../guards';

export const currentUserRoutes = tagged('Current user', {
  get: route('GET /api/currentUser', signedInBeforePasswordChange, {
    summary: ['当前登录的账号', 'The signed-in account'],
    description: [
      '密码须更改时也回答（`mustChangePassword`），以便应用引导用户更改。',
      'Answered while the password must change too (`mustChangePassword`), so the app can lead the user to change it.',
    ],
    answers: { 200: CurrentUser },
  }),
});
