/** The caller's header notices (server/routes/notices.ts): only its own, in its language. */
import { z } from 'zod';
import { Notice, NoticeClearQuery, NoticeClearResult } from '../accounts';
import { route, tagged } from '../define';
import { idParams } from '../fields';
import { signedIn } from '../guards';

export const noticeRoutes = tagged('Notices', {
  list: route('GET /api/notices', signedIn, {
    summary: ['列出我的通知（最新 200 条）', 'List my notices (the newest 200)'],
    answers: { 200: z.array(Notice) },
  }),
  read: route('PUT /api/notices/:id/read', signedIn, {
    summary: ['将一条通知标为已读', 'Mark a notice read'],
    description: ['他人的通知视为不存在（404）。', 'Another account’s notice is not found (404).'],
    params: idParams,
    answers: { 200: Notice },
  }),
  clear: route('DELETE /api/notices', signedIn, {
    summary: ['清空一类通知', 'Clear one kind of notices'],
    query: NoticeClearQuery,
    answers: { 200: NoticeClearResult },
  }),
});
