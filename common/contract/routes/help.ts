/** The help centre (server/routes/help.ts): the FAQ, each role's manual and its screenshots, for anyone signed in. */
import { fileAnswer, route, tagged, type Text } from '../define';
import { signedIn } from '../guards';
import { HelpDocument, HelpManualParams } from '../help';

const fallback: Text = [
  '以读者的语言回答；尚无该语言版本时回答英文版（fallback 为 true）。',
  'In the reader’s language; en-US when it has no version yet (`fallback` true).',
];

export const helpRoutes = tagged('Help centre', {
  faq: route('GET /api/help/faq', signedIn, {
    summary: ['查看常见问题', 'Read the FAQ'],
    description: fallback,
    answers: { 200: HelpDocument },
  }),
  manual: route('GET /api/help/manual/:role', signedIn, {
    summary: ['查看某个角色的使用手册', 'Read a role’s manual'],
    description: fallback,
    params: HelpManualParams,
    answers: { 200: HelpDocument },
  }),
  screenshot: route('GET /api/help/screenshots/:name', signedIn, {
    summary: ['下载使用手册的截图', 'Download a screenshot of the manual'],
    description: ['名称不是截图文件名或文件不存在时 404。', 'A name that is not a screenshot’s, or no such file: 404.'],
    answers: { 200: fileAnswer('image/jpeg', 'The screenshot, as `npm run screenshots` made it.') },
  }),
});
