/** The help centre (server/routes/help.ts): the FAQ, each role's manual and its screenshots, for anyone signed in. */
import { fileAnswer, route } from '../define';
import { HelpDocument, HelpManualParams } from '../help';

const tag = 'Help centre';
const signedIn = { permissions: [] } as const;
const fallback = {
  zh: '以读者的语言回答；尚无该语言版本时回答英文版（fallback 为 true）。',
  en: 'In the reader’s language; en-US when it has no version yet (`fallback` true).',
};

export const helpRoutes = {
  faq: route({
    method: 'GET',
    path: '/api/help/faq',
    tag,
    summary: { zh: '查看常见问题', en: 'Read the FAQ' },
    description: fallback,
    guard: signedIn,
    answers: { 200: HelpDocument },
  }),
  manual: route({
    method: 'GET',
    path: '/api/help/manual/:role',
    tag,
    summary: { zh: '查看某个角色的使用手册', en: 'Read a role’s manual' },
    description: fallback,
    guard: signedIn,
    params: HelpManualParams,
    answers: { 200: HelpDocument },
  }),
  screenshot: route({
    method: 'GET',
    path: '/api/help/screenshots/:name',
    tag,
    summary: { zh: '下载使用手册的截图', en: 'Download a screenshot of the manual' },
    description: { zh: '名称不是截图文件名或文件不存在时 404。', en: 'A name that is not a screenshot’s, or no such file: 404.' },
    guard: signedIn,
    answers: { 200: fileAnswer('image/jpeg', 'The screenshot, as `npm run screenshots` made it.') },
  }),
};
