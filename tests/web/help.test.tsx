/**
 * The help centre through the DOM with msw: the FAQ grouped and searched as one types, the note
 * when the language has no version yet; the manual of the reader's role with its contents, opened
 * by the header's help button at the section about the current page.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { HelpDocument } from '../../common/api/help';
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
}, 60000);

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
}, 60000);

it('scrolls to the section whose route starts the page’s path', async () => {
  const scrolled: string[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.textContent ?? '');
  };
  server.use(...sessionApi({ ...users.department, type: 4, username: 'operator' }).handlers);
  server.use(http.get('/api/help/manual/:role', () => ok({ locale: 'en-US', fallback: false, markdown: MANUAL } satisfies HelpDocument)));
  render(<TestBrowser location={{ pathname: '/helpCenter/manual', search: '?route=%2FbatchSign' }} />);
  await waitFor(() => expect(scrolled).toEqual(['Sealing many at once']));
}, 60000);
