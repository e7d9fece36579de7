/** The development outbox (server/routes/dev-outbox.ts): texts held for want of an SMS provider. */
import { z } from 'zod';
import { DevOutboxMessage, DevOutboxQuery } from '../accounts';
import { route, tagged } from '../define';
import { admins } from '../guards';

export const devOutboxRoutes = tagged('Development', {
  list: route('GET /api/dev/outbox', admins, {
    summary: ['列出待发短信（开发与端到端测试）', 'List the held texts (development and e2e)'],
    description: [
      '仅在开发环境或 DEV_OUTBOX=1 时提供，否则 404；仅限管理员（其中的验证码可以登录）。最新 20 条在前。',
      'Served only in development or with DEV_OUTBOX=1, otherwise 404; administrators only (the codes in it log people in). The newest 20 first.',
    ],
    query: DevOutboxQuery,
    answers: { 200: z.array(DevOutboxMessage) },
  }),
});
