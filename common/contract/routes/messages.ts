/**
 * Messages (server/routes/messages.ts): the administrators' outbox and what carries messages, a
 * failed message sent again from its task, and the SMS providers' delivery receipts.
 */
import { fileAnswer, page, route, tagged } from '../define';
import { admins, initiators } from '../guards';
import { MessageResendParams, MessagingSettings, OutboxMessage, OutboxQuery, ReceiptParams, ReceiptQuery, TaskMessage } from '../messages';

export const messageRoutes = tagged('Messages', {
  outbox: route('GET /api/messages', admins, {
    summary: ['列出发件箱中的消息', 'List the messages of the outbox'],
    description: [
      '所有公司的短信和邮件，最新的在前；仅管理员。已发出的消息中验证码和链接已被抹去。',
      'Texts and mail of every company, newest first; administrators only. Codes and links are blanked once a message is sent.',
    ],
    query: OutboxQuery,
    answers: { 200: page(OutboxMessage) },
  }),
  settings: route('GET /api/messages/settings', admins, {
    summary: ['查看本部署的消息通道', 'Show what carries messages in this deployment'],
    answers: { 200: MessagingSettings },
  }),
  resend: route('POST /api/sign-tasks/:id/messages/:messageId/resend', initiators, {
    summary: ['重新发送签署任务中发送失败的消息', 'Send a failed message of a sign task again'],
    description: [
      '仅限发送失败且值得重发的消息（链接、提醒、完成通知；验证码不重发），链接按任务当前的链接重新生成。',
      'Only a failed message of a kind worth sending again (a link, a reminder, a completion notice; never a code); its link is the task’s current one.',
    ],
    params: MessageResendParams,
    answers: { 200: TaskMessage },
  }),
  receipts: route('POST /api/messages/receipts/:provider', 'public', {
    summary: ['接收短信服务商的送达回执', 'Receive an SMS provider’s delivery receipts'],
    description: [
      '服务商控制台登记的回调地址，请求体为服务商的 JSON 报告（至多 256 KB）。URL 中的 token 须为 SMS_CALLBACK_TOKEN，否则 403；未配置该服务商或 token 时 404。',
      'The callback URL registered in the provider’s console; the body is the provider’s JSON reports (at most 256 KB). The URL’s token must be SMS_CALLBACK_TOKEN, else 403; 404 when that provider or no token is configured.',
    ],
    params: ReceiptParams,
    query: ReceiptQuery,
    answers: {
      200: fileAnswer(
        'application/json',
        'The acknowledgement the provider expects (Tencent `{"result":0,"errmsg":"OK"}`, Alibaba `{"code":0,"msg":"成功"}`), not in the envelope.',
      ),
    },
  }),
});
