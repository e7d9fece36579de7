import { http, HttpResponse } from 'msw';
import type { CurrentUser } from '@common/api/accounts';
import { UserType } from '@common/api/accounts';

/** A few demo users as the API describes them. */
export const users: Record<string, CurrentUser> = {
  admin: { id: 1, username: 'admin', name: '系统管理员', avatar: '', type: UserType.ADMIN, relation_id: 0, department: null },
  user: { id: 2, username: 'user', name: '公司用户', avatar: '', type: UserType.COMPANY, relation_id: 29, department: null },
  department: { id: 4, username: 'department', name: '部门用户', avatar: '', type: UserType.DEPARTMENT, relation_id: 29, department: 3 },
};

const ok = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });

/**
 * An in-test API with a session: login with password ant.design sets it, logout ends it,
 * currentUser answers {status: 302} without it (as the real server does).
 */
export function sessionApi(initial?: CurrentUser) {
  const state = { user: initial, logins: [] as unknown[], logouts: 0 };
  const handlers = [
    http.post('/api/login/account', async ({ request }) => {
      const body = (await request.json()) as { username?: string; password?: string };
      state.logins.push(body);
      const found = users[body.username ?? ''];
      if (!found || body.password !== 'ant.design') {
        return HttpResponse.json({ status: 401, msg: 'wrong' }, { status: 401 });
      }
      state.user = found;
      return ok({ type: 'account', currentAuthority: 'admin' });
    }),
    http.get('/api/currentUser', () =>
      state.user ? ok(state.user) : HttpResponse.json({ status: 302, msg: 'login first' }, { status: 401 }),
    ),
    http.post('/api/logout', () => {
      state.logouts += 1;
      state.user = undefined;
      return ok(null);
    }),
    http.get('/api/login/demo', () =>
      ok({
        demoAccounts: true,
        accounts: [
          { username: 'admin', password: 'ant.design', type: UserType.ADMIN },
          { username: 'user', password: 'ant.design', type: UserType.COMPANY },
        ],
      }),
    ),
    http.get('/api/notices', () => ok([])),
  ];
  return { state, handlers };
}

/** What /home reads, all empty: for tests that pass through the home page on their way. */
export function emptyHomeApi() {
  const zero = { draft: 0, scheduled: 0, pending_employee: 0, pending_company: 0, completed: 0, rejected: 0, revoked: 0, expired: 0 };
  const empty = { list: [], total: 0, current: 1, pageSize: 1 };
  return [
    http.get('/api/sign-tasks/counts', () => ok(zero)),
    http.get('/api/sign-events/recent', () => ok([])),
    http.get('/api/companies', () => ok(empty)),
    http.get('/api/contracts', () => ok(empty)),
  ];
}
