/**
 * The help centre through the DOM with msw: the FAQ grouped and searched as one types, the note
 * when the language has no version yet; the manual of the reader's role with its contents, opened
 * by the header's help button at the section about the current page.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { HelpDocument } from '@common/api/help';
import { emptyHomeApi, sessionApi, users } from './demo';
import { server } from './msw';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });

const FAQ = `# Frequently asked questions

<!-- group: signing -->
## Signing

### What does "Awaiting company seal" mean?

The employee has signed; the company seals it on **Batch signing** or from the list.

### Why was a send refused?

The employee is on the prevention list. See [the list](/preventionList).

<!-- group: verification -->
## Verification

### How do I check a signed PDF?

1. Open the verification page.
2. Drop the PDF.
`;

const MANUAL = `# Operator manual

You send contracts and seal them.

<!-- route: /advanceSend -->
## Advance send

Tasks to go out later.

<!-- route: /sign -->
## Sending contracts

1. Open **Signing**.
2. Click **New signing**.

<!-- route: /batchSign -->
## Sealing many at once

- Choose the tasks.
- Click **Seal selected**.
`;

it('groups the questions, searches them and notes an English fallback', async () => {
  server.use(...sessionApi(users.user).handlers);
  server.use(http.get('/api/help/faq', () => ok({ locale: 'en-US', fallback: true, markdown: FAQ } satisfies HelpDocument)));
  render(<TestBrowser location={{ pathname: '/helpCenter/FAQ' }} />);
  expect(await screen.findByText('Signing', { selector: '.ant-card-head-title' })).toBeInTheDocument();
  expect(screen.getByText('Verification', { selector: '.ant-card-head-title' })).toBeInTheDocument();
  expect(screen.getByText('This page has no English version yet: it is shown in English.')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search the questions' }), { target: { value: 'prevention' } });
  // Only the matching question, opened, with its answer and its link.
  await waitFor(() => expect(screen.queryByText('How do I check a signed PDF?')).not.toBeInTheDocument());
  expect(screen.queryByText('What does "Awaiting company seal" mean?')).not.toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'the list' })).toHaveAttribute('href', '/preventionList');
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search the questions' }), { target: { value: 'nothing like this' } });
  expect(await screen.findByText('No question matches')).toBeInTheDocument();
});

it('opens the manual of the reader’s role from the header’s help button, with its contents', async () => {
  const asked: string[] = [];
  const scrolled: string[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
  server.use(...sessionApi({ ...users.department, type: 4, username: 'operator' }).handlers, ...emptyHomeApi());
  server.use(
    http.get('/api/help/manual/:role', ({ params }) => {
      asked.push(String(params.role));
      return ok({ locale: 'en-US', fallback: false, markdown: MANUAL } satisfies HelpDocument);
    }),
  );
  render(<TestBrowser location={{ pathname: '/home' }} />);
  fireEvent.click(await screen.findByTitle('Manual'));
  const section = await screen.findByRole('heading', { name: 'Sealing many at once' });
  expect(asked).toEqual(['operator']);
  // From /home no section is about that page; the contents list every section.
  expect(scrolled).toEqual([]);
  const contents = (await screen.findByText('Contents')).closest('.ant-card') as HTMLElement;
  expect(within(contents).getByText('Sending contracts')).toBeInTheDocument();
  expect(screen.queryByText('This page has no English version yet: it is shown in English.')).not.toBeInTheDocument();
  expect(section).toBeInTheDocument();
});

it('scrolls to the section whose route starts the page’s path', async () => {
  const scrolled: string[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.textContent ?? '');
  };
  server.use(...sessionApi({ ...users.department, type: 4, username: 'operator' }).handlers);
  server.use(http.get('/api/help/manual/:role', () => ok({ locale: 'en-US', fallback: false, markdown: MANUAL } satisfies HelpDocument)));
  render(<TestBrowser location={{ pathname: '/helpCenter/manual', search: '?route=%2FbatchSign' }} />);
  await waitFor(() => expect(scrolled).toEqual(['Sealing many at once']));
});

it('finds a feature under any of its names', async () => {
  server.use(...sessionApi(users.user).handlers);
  server.use(
    http.get('/api/help/faq', () =>
      ok({
        locale: 'en-US',
        fallback: false,
        markdown: FAQ,
        synonyms: [['batch signing', 'batch sealing', 'seal in batches']],
      } satisfies HelpDocument),
    ),
  );
  render(<TestBrowser location={{ pathname: '/helpCenter/FAQ' }} />);
  const search = await screen.findByRole('searchbox', { name: 'Search the questions' });
  // The FAQ says "Batch signing"; the reader types another name of it.
  fireEvent.change(search, { target: { value: 'Batch Sealing' } });
  await waitFor(() => expect(screen.queryByText('Why was a send refused?')).not.toBeInTheDocument());
  expect(screen.getByText('What does "Awaiting company seal" mean?')).toBeInTheDocument();
  expect(screen.queryByText('How do I check a signed PDF?')).not.toBeInTheDocument();
  // A name of nothing the FAQ says finds nothing.
  fireEvent.change(search, { target: { value: 'batch stamping' } });
  expect(await screen.findByText('No question matches')).toBeInTheDocument();
});

it('opens the manual at the section of the page the help button was pressed on, its pictures’ room kept', async () => {
  const scrolled: string[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
  const operator = { ...users.department, type: 4, username: 'operator', department: null };
  const empty = () => ok({ list: [], total: 0, current: 1, pageSize: 10 });
  server.use(...sessionApi(operator).handlers);
  server.use(
    http.get('/api/sign-tasks', empty),
    http.get('/api/batches', empty),
    http.get('/api/contracts', empty),
    http.get('/api/companies/:id/departments', empty),
    http.get('/api/help/manual/:role', () =>
      ok({
        locale: 'en-US',
        fallback: false,
        markdown: MANUAL,
        screenshots: {
          '/advanceSend': '/api/help/screenshots/operator-advanceSend.en-US.jpg',
          '/sign': '/api/help/screenshots/operator-sign.en-US.jpg',
        },
      } satisfies HelpDocument),
    ),
  );
  render(<TestBrowser location={{ pathname: '/batchSign' }} />);
  fireEvent.click(await screen.findByTitle('Manual'));
  const section = await screen.findByRole('heading', { name: 'Sealing many at once' });
  // Its anchor is the page's, whatever comes before it; the contents link to it.
  expect(section).toHaveAttribute('id', 'page-batchSign');
  await waitFor(() => expect(scrolled).toEqual(['page-batchSign']));
  const contents = (await screen.findByText('Contents')).closest('.ant-card') as HTMLElement;
  expect(within(contents).getByText('Sealing many at once')).toHaveAttribute('href', '#page-batchSign');
  // The pictures above it keep their room while they load: the section stays where the page went.
  const pictures = screen.getAllByRole('img', { name: /Advance send|Sending contracts/ }).filter((img) => img.tagName === 'IMG');
  expect(pictures.map((img) => [img.getAttribute('width'), img.getAttribute('height')])).toEqual([
    ['1440', '900'],
    ['1440', '900'],
  ]);
});
