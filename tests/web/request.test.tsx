/**
 * The request layer, branch by branch (docs/product.md, "Request layer and errors"): what the user sees in the DOM and
 * where they are sent, for every showType, an HTTP error with the server's message (that message, never the API
 * path), every status of the catalogue (no envelope), no response and 302.
 */
import { createHistory } from '@@/core/history';
import { history, setLocale } from '@umijs/max';
import { act, screen, waitFor } from '@testing-library/react';
import { message, notification } from 'antd';
import { http, HttpResponse } from 'msw';
import { ShowType } from '@common/api/envelope';
import en from '../../src/locales/en-US';
import { BizError, CATALOGUED_STATUSES, errorConfig } from '../../src/services/errorHandling';
import { request, SessionEndedError, upload } from '../../src/services/request';
import { server } from './msw';

const text = en as Record<string, string>;

beforeAll(() => {
  // antd's static message and notification render outside React's test scheduler.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  createHistory({ type: 'memory' });
  setLocale('en-US', false);
});
beforeEach(() => history.push('/employee?page=2'));
afterEach(async () => {
  act(() => {
    message.destroy();
    notification.destroy();
  });
});

const answer = (body: unknown, status = 200) =>
  server.use(http.all('/api/thing', () => HttpResponse.json(body as Record<string, unknown>, { status })));

const fails = (promise: Promise<unknown>) =>
  promise.then(
    () => Promise.reject(new Error('resolved')),
    (e: Error) => e,
  );

describe('success', () => {
  it('resolves with data when status is 0', async () => {
    answer({ status: 0, msg: 'ok', data: { id: 7 } });
    await expect(request('/api/thing')).resolves.toEqual({ id: 7 });
  });

  it('resolves with the whole envelope on request', async () => {
    answer({ status: 0, msg: 'ok', data: [1] });
    await expect(request('/api/thing', { rawEnvelope: true })).resolves.toEqual({ status: 0, msg: 'ok', data: [1] });
  });

  it('sends same-origin credentials, a JSON body, repeated array params and the locale', async () => {
    let seen: { url: string; credentials: string; type: string | null; lang: string | null; body: unknown } | undefined;
    server.use(
      http.post('/api/thing', async ({ request: req }) => {
        seen = {
          url: req.url,
          credentials: req.credentials,
          type: req.headers.get('content-type'),
          lang: req.headers.get('accept-language'),
          body: await req.json(),
        };
        return HttpResponse.json({ status: 0, msg: 'ok', data: null });
      }),
    );
    await request('/api/thing', { method: 'POST', params: { ids: [1, 2] }, data: { name: '张三' } });
    expect(new URL(seen!.url).search).toBe('?ids=1&ids=2');
    expect(seen!.credentials).toBe('same-origin');
    expect(seen!.type).toContain('application/json');
    expect(seen!.lang).toBe('en-US');
    expect(seen!.body).toEqual({ name: '张三' });
  });

  it('caches GET answers only when asked to', async () => {
    let calls = 0;
    server.use(http.get('/api/cached', () => HttpResponse.json({ status: 0, msg: 'ok', data: (calls += 1) })));
    expect(await request('/api/cached', { useCache: true })).toBe(1);
    expect(await request('/api/cached', { useCache: true })).toBe(1);
    expect(await request('/api/cached')).toBe(2);
  });

  it('adapts the envelope to the structured error shape', () => {
    expect(errorConfig.adaptor({ status: 40001, msg: 'bad', showType: ShowType.WARN_MESSAGE })).toEqual({
      success: false,
      data: undefined,
      errorCode: 40001,
      errorMessage: 'bad',
      showType: ShowType.WARN_MESSAGE,
    });
  });
});

describe('structured errors by showType', () => {
  it('0 silent: shows nothing, rejects with the business error', async () => {
    answer({ status: 40001, msg: 'quiet failure', showType: ShowType.SILENT });
    const error = await fails(request('/api/thing'));
    expect(error).toBeInstanceOf(BizError);
    expect((error as BizError).info).toMatchObject({ errorCode: 40001, errorMessage: 'quiet failure' });
    expect(document.querySelector('.ant-message-notice, .ant-notification-notice')).toBeNull();
  });

  it('1 warning message', async () => {
    answer({ status: 40002, msg: 'be careful', showType: ShowType.WARN_MESSAGE });
    await fails(request('/api/thing'));
    const notice = await screen.findByText('be careful');
    expect(notice.closest('.ant-message-notice-content')?.querySelector('.ant-message-warning')).not.toBeNull();
  });

  it('2 error message, and the default when showType is absent', async () => {
    answer({ status: 40003, msg: 'it broke', showType: ShowType.ERROR_MESSAGE });
    await fails(request('/api/thing'));
    expect((await screen.findByText('it broke')).closest('.ant-message-error')).not.toBeNull();
    answer({ status: 40004, msg: 'no type given' });
    await fails(request('/api/thing'));
    expect((await screen.findByText('no type given')).closest('.ant-message-error')).not.toBeNull();
  });

  it('4 notification titled with the code', async () => {
    answer({ status: 40005, msg: 'look here', showType: ShowType.NOTIFICATION });
    await fails(request('/api/thing'));
    const description = await screen.findByText('look here');
    const box = description.closest('.ant-notification-notice') as HTMLElement;
    expect(box.querySelector('.ant-notification-notice-message')?.textContent).toBe('40005');
  });

  it('9 redirect to the error page with errorCode and errorMessage', async () => {
    answer({ status: 40006, msg: 'gone wrong', showType: ShowType.REDIRECT });
    await fails(request('/api/thing'));
    expect(history.location.pathname).toBe('/exception');
    const query = new URLSearchParams(history.location.search);
    expect(query.get('errorCode')).toBe('40006');
    expect(query.get('errorMessage')).toBe('gone wrong');
  });

  it('9 redirect honours a configured error page', async () => {
    errorConfig.errorPage = '/oops';
    try {
      answer({ status: 40007, msg: 'x', showType: ShowType.REDIRECT });
      await fails(request('/api/thing'));
      expect(history.location.pathname).toBe('/oops');
    } finally {
      errorConfig.errorPage = '/exception';
    }
  });

  it('an HTTP error with a showType in its body is shown by that showType', async () => {
    answer({ status: 409, msg: 'already exists', showType: ShowType.WARN_MESSAGE }, 409);
    const error = await fails(request('/api/thing'));
    expect(error).toBeInstanceOf(BizError);
    expect((await screen.findByText('already exists')).closest('.ant-message-warning')).not.toBeNull();
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });
});

describe('session ended: body status 302', () => {
  it('goes to /user/login with the page it was on, on a 200 answer', async () => {
    answer({ status: 302, msg: 'session ended' });
    expect(await fails(request('/api/thing'))).toBeInstanceOf(SessionEndedError);
    expect(history.location.pathname).toBe('/user/login');
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/employee?page=2');
  });

  it('and on a 401 answer, without an error notification', async () => {
    answer({ status: 302, msg: 'session ended' }, 401);
    expect(await fails(request('/api/thing'))).toBeInstanceOf(SessionEndedError);
    expect(history.location.pathname).toBe('/user/login');
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
    expect(new URLSearchParams(history.location.search).get('reason')).toBeNull();
  });

  it('tells the login page why, when the server said, even if a call racing it learnt it first', async () => {
    // A page load's calls race: the first answered ends the session with the reason, the next finds none.
    server.use(
      http.get('/api/loader', () =>
        HttpResponse.json({ status: 302, msg: '公司已被暂停使用', reason: 'companySuspended' }, { status: 401 }),
      ),
      http.get('/api/currentUser', () => HttpResponse.json({ status: 302, msg: 'login first' }, { status: 401 })),
    );
    await fails(request('/api/loader', { skipErrorHandler: true }));
    expect(history.location.pathname).toBe('/employee');
    await fails(request('/api/currentUser'));
    expect(history.location.pathname).toBe('/user/login');
    const query = new URLSearchParams(history.location.search);
    expect([query.get('redirect'), query.get('reason')]).toEqual(['/employee?page=2', 'companySuspended']);
    // Told once: a later end of a session has no reason to give.
    history.push('/home');
    await fails(request('/api/currentUser'));
    expect(new URLSearchParams(history.location.search).get('reason')).toBeNull();
  });

  it('tells the login page why when the answer with the reason comes after the redirect', async () => {
    server.use(
      http.get('/api/currentUser', () => HttpResponse.json({ status: 302, msg: 'login first' }, { status: 401 })),
      http.get('/api/loader', () =>
        HttpResponse.json({ status: 302, msg: '公司已被暂停使用', reason: 'companySuspended' }, { status: 401 }),
      ),
    );
    await fails(request('/api/currentUser'));
    expect(history.location.pathname).toBe('/user/login');
    await fails(request('/api/loader', { skipErrorHandler: true }));
    const query = new URLSearchParams(history.location.search);
    expect([history.location.pathname, query.get('redirect'), query.get('reason')]).toEqual([
      '/user/login',
      '/employee?page=2',
      'companySuspended',
    ]);
  });

  it('never carries a reason it does not know into the address', async () => {
    answer({ status: 302, msg: 'x', reason: 'Call 555-0100' }, 401);
    await fails(request('/api/thing'));
    expect(history.location.pathname).toBe('/user/login');
    expect(new URLSearchParams(history.location.search).get('reason')).toBeNull();
  });
});

describe('the HTTP status catalogue', () => {
  const errors = CATALOGUED_STATUSES.filter((s) => s >= 400);

  it.each(errors)(
    '%i without the envelope (a proxy page): notification titled with status and URL, with the catalogue text',
    async (status) => {
      server.use(http.get('/api/thing', () => new HttpResponse(null, { status })));
      await fails(request('/api/thing'));
      const title = await screen.findByText(`Request error ${status}: /api/thing`);
      const box = title.closest('.ant-notification-notice') as HTMLElement;
      expect(box.querySelector('.ant-notification-notice-description')?.textContent).toBe(text[`request.status.${status}`]);
    },
  );

  it.each([
    [409, 'The company has no seal yet'],
    [422, 'username is required'],
    [500, 'the server could not finish'],
  ])('%i with the envelope: the server message as an error message, never the URL', async (status, msg) => {
    server.use(http.post('/api/sign-tasks/9/company-sign', () => HttpResponse.json({ status, msg }, { status })));
    const error = await fails(request('/api/sign-tasks/9/company-sign', { method: 'POST' }));
    expect((error as BizError).info.errorCode).toBe(status);
    expect((await screen.findByText(msg)).closest('.ant-message-error')).not.toBeNull();
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
    expect(document.body.textContent).not.toContain('/api/');
  });

  it('an uncatalogued status without the envelope still names status and URL', async () => {
    server.use(http.get('/api/thing', () => new HttpResponse(null, { status: 418 })));
    await fails(request('/api/thing'));
    await screen.findByText('Request error 418: /api/thing');
    expect(screen.getByText(text['request.status.other'])).toBeInTheDocument();
  });

  it('has a text for every status in every entry of the status catalogue (docs/product.md, Request layer and errors)', () => {
    for (const status of [200, 201, 202, 204, 400, 401, 403, 404, 405, 406, 410, 422, 500, 502, 503, 504]) {
      expect(CATALOGUED_STATUSES).toContain(status);
      expect(text[`request.status.${status}`]).toBeTruthy();
    }
  });
});

describe('no response', () => {
  it('shows the network notification', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.error()));
    await fails(request('/api/thing'));
    const title = await screen.findByText(text['request.error.network.title']);
    const box = title.closest('.ant-notification-notice') as HTMLElement;
    expect(box.querySelector('.ant-notification-notice-description')?.textContent).toBe(text['request.error.network']);
  });

  it('shows the network notification on timeout', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.get('/api/slow', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ status: 0, msg: 'ok' });
      }),
    );
    const error = await fails(request('/api/slow', { timeout: 20 }));
    release();
    expect(error.name).toBe('RequestError');
    expect(await screen.findByText(text['request.error.network.title'])).toBeInTheDocument();
  });
});

describe('no structured information', () => {
  it('says "Request error, please retry."', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.text('<html>proxy page</html>')));
    await fails(request('/api/thing'));
    expect((await screen.findByText('Request error, please retry.')).closest('.ant-message-error')).not.toBeNull();
  });
});

describe('skipErrorHandler', () => {
  it('shows nothing and does not redirect, but rejects with the structured error', async () => {
    answer({ status: 401, msg: 'wrong password' }, 401);
    const error = await fails(request('/api/thing', { skipErrorHandler: true }));
    expect(error).toBeInstanceOf(BizError);
    answer({ status: 302 }, 401);
    expect(await fails(request('/api/thing', { skipErrorHandler: true }))).toBeInstanceOf(SessionEndedError);
    expect(history.location.pathname).toBe('/employee');
    await waitFor(() => expect(document.querySelector('.ant-message-notice, .ant-notification-notice')).toBeNull());
  });
});

describe('upload (multipart, with progress)', () => {
  const form = () => {
    const data = new FormData();
    data.append('file', new File(['x'], 'staff.xlsx'));
    return data;
  };

  it('resolves with the envelope data and sends the locale', async () => {
    let lang: string | null = null;
    server.use(
      http.post('/api/upload', ({ request: req }) => {
        lang = req.headers.get('accept-language');
        return HttpResponse.json({ status: 0, msg: 'ok', data: { imported: 2 } });
      }),
    );
    await expect(upload('/api/upload', form())).resolves.toEqual({ imported: 2 });
    expect(lang).toBe('en-US');
  });

  it('shows an HTTP error like request() does (the server message, no URL) and rejects with the structured error', async () => {
    server.use(http.post('/api/upload', () => HttpResponse.json({ status: 413, msg: 'file over 5 MB', field: 'file' }, { status: 413 })));
    const error = await fails(upload('/api/upload', form()));
    expect(error).toBeInstanceOf(BizError);
    expect((error as BizError).info.errorMessage).toBe('file over 5 MB');
    expect((await screen.findByText('file over 5 MB')).closest('.ant-message-error')).not.toBeNull();
    expect(document.body.textContent).not.toContain('/api/upload');
  });

  it('sends the user to login when the session has ended', async () => {
    server.use(http.post('/api/upload', () => HttpResponse.json({ status: 302, msg: 'ended' }, { status: 401 })));
    expect(await fails(upload('/api/upload', form()))).toBeInstanceOf(SessionEndedError);
    expect(history.location.pathname).toBe('/user/login');
  });
});
