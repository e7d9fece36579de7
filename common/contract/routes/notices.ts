/** The caller's header notices (server/routes/notices.ts): only its own, in its language. */
import { z } from 'zod';
import { Notice, NoticeClearQuery, NoticeClearResult } from '../accounts';
import { route } from '../define';
import { idParams } from '../fields';

const signedIn = { permissions: [] } as const;
const tag = 'Notices';

export const noticeRoutes = {
  list: route({
    method: 'GET',
    path: '/api/notices',
    tag,
    summary: { zh: '列出我的通知（最新 200 条）', en: 'List my notices (the newest 200)' },
    guard: signedIn,
    answers: { 200: z.array(Notice) },
  }),
  read: route({
    method: 'PUT',
    path: '/api/notices/:id/read',
    tag,
    summary: { zh: '将一条通知标为已读', en: 'Mark a notice read' },
    description: { zh: '他人的通知视为不存在（404）。', en: 'Another account’s notice is not found (404).' },
    guard: signedIn,
    params: idParams,
    answers: { 200: Notice },
  }),
  clear: route({
    method: 'DELETE',
    path: '/api/notices',
    tag,
    summary: { zh: '清空一类通知', en: 'Clear one kind of notices' },
    guard: signedIn,
    query: NoticeClearQuery,
    answers: { 200: NoticeClearResult },
  }),
};
