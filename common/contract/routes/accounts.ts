/**
 * Back-office accounts (server/routes/accounts.ts): administrators manage every company's, company
 * users their own company's; signed-in people only, never an API key.
 */
import { Account, AccountCreateBody, AccountListQuery, AccountUpdateBody, PasswordResetResult } from '../accounts';
import { page, route, tagged } from '../define';
import { idParams } from '../fields';
import { companyManagersSession } from '../guards';

export const accountRoutes = tagged('Accounts', {
  list: route('GET /api/users', companyManagersSession, {
    summary: ['列出账号', 'List accounts'],
    description: [
      '管理员可见全部账号，企业用户只见本企业的；不含 API 密钥所用的账号。',
      'Administrators see every account, company users those of their own company; never the accounts API keys act through.',
    ],
    query: AccountListQuery,
    answers: { 200: page(Account) },
  }),
  create: route('POST /api/users', companyManagersSession, {
    summary: ['创建账号（首次登录须改密码）', 'Create an account (its password must change at first login)'],
    description: [
      '企业用户只能为本企业添加部门用户和操作员。',
      'Company users add only department users and operators, to their own company.',
    ],
    body: AccountCreateBody,
    answers: { 200: Account },
  }),
  update: route('PATCH /api/users/:id', companyManagersSession, {
    summary: ['修改账号（只改给出的字段）', 'Change an account (the fields given)'],
    description: [
      '不能停用自己或改变自己的角色；停用的账号的会话立即结束。',
      'No one disables their own account or changes their own role; a disabled account’s sessions end at once.',
    ],
    params: idParams,
    body: AccountUpdateBody,
    answers: { 200: Account },
  }),
  resetPassword: route('POST /api/users/:id/reset-password', companyManagersSession, {
    summary: ['重置账号密码（新密码只返回这一次）', 'Reset an account’s password (the new one is answered this once)'],
    description: [
      '该账号的会话全部结束，下次登录须改密码；不能重置自己的密码。',
      'The account’s sessions end and its owner must change the password at the next login; no one resets their own.',
    ],
    params: idParams,
    answers: { 200: PasswordResetResult },
  }),
});
