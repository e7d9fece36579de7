/**
 * Back-office accounts (server/routes/accounts.ts): administrators manage every company's, company
 * users their own company's; signed-in people only, never an API key.
 */
import { Account, AccountCreateBody, AccountListQuery, AccountUpdateBody, PasswordResetResult } from '../accounts';
import { page, route } from '../define';
import { idParams } from '../fields';

const manager = { permissions: ['isAdminOrCompany'], keys: false } as const;
const tag = 'Accounts';

export const accountRoutes = {
  list: route({
    method: 'GET',
    path: '/api/users',
    tag,
    summary: { zh: '列出账号', en: 'List accounts' },
    description: {
      zh: '管理员可见全部账号，企业用户只见本企业的；不含 API 密钥所用的账号。',
      en: 'Administrators see every account, company users those of their own company; never the accounts API keys act through.',
    },
    guard: manager,
    query: AccountListQuery,
    answers: { 200: page(Account) },
  }),
  create: route({
    method: 'POST',
    path: '/api/users',
    tag,
    summary: { zh: '创建账号（首次登录须改密码）', en: 'Create an account (its password must change at first login)' },
    description: {
      zh: '企业用户只能为本企业添加部门用户和操作员。',
      en: 'Company users add only department users and operators, to their own company.',
    },
    guard: manager,
    body: AccountCreateBody,
    answers: { 200: Account },
  }),
  update: route({
    method: 'PATCH',
    path: '/api/users/:id',
    tag,
    summary: { zh: '修改账号（只改给出的字段）', en: 'Change an account (the fields given)' },
    description: {
      zh: '不能停用自己或改变自己的角色；停用的账号的会话立即结束。',
      en: 'No one disables their own account or changes their own role; a disabled account’s sessions end at once.',
    },
    guard: manager,
    params: idParams,
    body: AccountUpdateBody,
    answers: { 200: Account },
  }),
  resetPassword: route({
    method: 'POST',
    path: '/api/users/:id/reset-password',
    tag,
    summary: { zh: '重置账号密码（新密码只返回这一次）', en: 'Reset an account’s password (the new one is answered this once)' },
    description: {
      zh: '该账号的会话全部结束，下次登录须改密码；不能重置自己的密码。',
      en: 'The account’s sessions end and its owner must change the password at the next login; no one resets their own.',
    },
    guard: manager,
    params: idParams,
    answers: { 200: PasswordResetResult },
  }),
};
