/**
 * The company page's Seals tab through the DOM: the library as cards, a seal uploaded or drawn
 * (with its live preview), the server's refusals where they belong, a seal's grants (listed,
 * added, revoked) and its approval settings — each checked by what is sent.
 */
import type { ApiKey } from '@common/api/api-keys';
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { UserType, type Account } from '@common/api/accounts';
import type { Company, Department } from '@common/api/organisation';
import type { Seal, SealGrant } from '@common/api/seals';
import { sessionApi, users } from './demo';
import { server } from './msw';
import { windowOfWidth } from './windowWidth';

let restoreWidth: () => void;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
  restoreWidth = windowOfWidth(1440);
});
afterAll(() => restoreWidth());
afterEach(() => jest.restoreAllMocks());

const ok = (data: unknown, status = 200) => HttpResponse.json({ status: 0, msg: 'ok', data }, { status });
const page = <T,>(list: T[]) => ok({ list, total: list.length, current: 1, pageSize: 100 });
const refusal = (status: number, msg: string, field?: string) => HttpResponse.json({ status, msg, field }, { status });
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

const company: Company = {
  id: 29,
  name: '上海华联物流有限公司',
  creditCode: '91310115MA1K4ABC2X',
  legalPerson: '王强',
  contactName: '李静',
  contactMobile: '13761429085',
  address: '上海市浦东新区',
  status: 'active',
  hasSeal: true,
  verifyIdentity: false,
  employeeCount: 12,
  createdAt: '2025-01-01T00:00:00Z',
};
const departments: Department[] = [
  { id: 3, companyId: 29, name: '人力资源部', employeeCount: 4 },
  { id: 4, companyId: 29, name: '行政部', employeeCount: 2 },
];
const operator: Account = {
  id: 5,
  username: 'operator',
  name: '赵敏',
  avatar: '',
  type: UserType.OPERATOR,
  relation_id: 29,
  department: null,
  mobile: '13524986731',
  email: '',
  status: 'enabled',
  lastLoginAt: null,
  mustChangePassword: false,
};
const newcomer: Account = { ...operator, id: 12, username: 'newcomer', name: '新同事', type: UserType.DEPARTMENT, department: 3 };

const companySeal: Seal = {
  id: 1,
  companyId: 29,
  kind: 'company',
  name: '公章',
  status: 'active',
  createdBy: 2,
  createdByName: '公司用户',
  createdAt: '2025-03-04T02:00:00Z',
  updatedAt: '2025-03-04T02:00:00Z',
  approvalRequired: true,
  approvers: [{ accountId: 5, accountName: '赵敏' }],
};
const financeSeal: Seal = {
  ...companySeal,
  id: 2,
  kind: '财务专用章',
  name: '旧财务章',
  status: 'disabled',
  approvalRequired: false,
  approvers: [],
};

const grant = (id: number, fields: Partial<SealGrant>): SealGrant => ({
  id,
  sealId: 1,
  accountId: 5,
  accountName: '赵敏',
  templateIds: null,
  departmentIds: null,
  expiresAt: null,
  createdBy: 2,
  createdByName: '公司用户',
  createdAt: '2025-03-05T02:00:00Z',
  revokedAt: null,
  revokedBy: null,
  live: true,
  ...fields,
});
const grants: SealGrant[] = [
  grant(31, {}),
  grant(30, {
    accountId: 12,
    accountName: '新同事',
    templateIds: [101],
    departmentIds: [3],
    expiresAt: '2025-04-01T04:00:00Z',
    live: false,
  }),
  grant(29, { revokedAt: '2025-03-05T03:00:00Z', revokedBy: 2, live: false }),
];
const templates: Record<'own' | 'shared', Array<{ id: number; kind: string; companyId: number | null; name: string; version: number }>> = {
  own: [{ id: 101, kind: 'principal', companyId: 29, name: '劳动合同', version: 2 }],
  shared: [{ id: 102, kind: 'principal', companyId: null, name: '保密协议', version: 1 }],
};

const apiKey: ApiKey = {
  id: 0,
  name: '',
  role: 'operator',
  companyId: 29,
  departmentId: null,
  accountId: 0,
  prefix: '',
  status: 'active',
  createdByName: '李静',
  createdAt: '2025-03-01T00:00:00Z',
  expiresAt: null,
  lastUsedAt: null,
  useCount: 0,
  revokedAt: null,
};

type Answer = () => Response;

/** The API the tab reads and writes; `answers` replaces an endpoint's answer (a refusal). */
function sealsApi(seals: Seal[], answers: { upload?: Answer; preview?: Answer; patch?: Answer } = {}) {
  const seen = {
    uploads: [] as Array<Record<string, string>>,
    previews: [] as unknown[],
    drawn: [] as unknown[],
    patches: [] as Array<{ id: string; body: unknown }>,
    grants: [] as unknown[],
    revoked: [] as string[],
    grantReads: 0,
  };
  server.use(
    ...sessionApi(users.user).handlers,
    http.get('/api/companies/:id', () => ok(company)),
    http.get('/api/companies/:id/departments', () => page(departments)),
    http.get('/api/users', () => page([operator, newcomer])),
    // The HR system's operator key (account 40), and a revoked one that is not offered.
    http.get('/api/api-keys', () =>
      page([
        { ...apiKey, id: 1, accountId: 40, name: 'HR system', prefix: 'esk_ab12cd34', status: 'active' },
        { ...apiKey, id: 2, accountId: 41, name: 'Old payroll', prefix: 'esk_zz99yy88', status: 'revoked' },
      ]),
    ),
    http.get('/api/companies/:id/seals', () => ok(seals)),
    http.post('/api/companies/:id/seals', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      seen.uploads.push({ kind: String(form.get('kind')), name: String(form.get('name')), file: file.name, type: file.type });
      return answers.upload ? answers.upload() : ok(companySeal, 201);
    }),
    http.post('/api/companies/:id/seals/preview', async ({ request }) => {
      seen.previews.push(await request.json());
      return answers.preview ? answers.preview() : new HttpResponse(PNG_BYTES, { headers: { 'Content-Type': 'image/png' } });
    }),
    http.post('/api/companies/:id/seals/drawn', async ({ request }) => {
      seen.drawn.push(await request.json());
      return ok(companySeal, 201);
    }),
    http.patch('/api/seals/:id', async ({ params, request }) => {
      seen.patches.push({ id: String(params.id), body: await request.json() });
      return answers.patch ? answers.patch() : ok(companySeal);
    }),
    http.get('/api/seals/:id/grants', () => {
      seen.grantReads += 1;
      return ok(grants);
    }),
    http.post('/api/seals/:id/grants', async ({ request }) => {
      seen.grants.push(await request.json());
      return ok(grants[0], 201);
    }),
    http.post('/api/seal-grants/:id/revoke', ({ params }) => {
      seen.revoked.push(String(params.id));
      return ok({ ...grants[0], live: false, revokedAt: '2025-03-06T00:00:00Z' });
    }),
    http.get('/api/contracts', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return page(query.get('shared') === 'true' ? templates.shared : query.get('companyId') === '29' ? templates.own : []);
    }),
  );
  return seen;
}

async function openSealsTab() {
  render(<TestBrowser location={{ pathname: '/company/29' }} />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Seals' }));
}

const sealCard = (name: string) => screen.findByRole('group', { name });

/**
 * The modal of that title. Not by role and name: under test every dialog's title has the same
 * generated id, so a modal over the grants drawer would be named by the drawer's title.
 */
const modalTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

/** Opens the select labelled `label` in `within` and picks `option`. */
async function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}

/** Chooses a file in the dialog's upload, and waits until the upload lists it. */
async function chooseFile(dialog: HTMLElement, file: NodeFile) {
  // Node's File: the fetch of the test environment sends only its own kind in a form.
  fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [file] } });
  await within(dialog).findByText(file.name);
}

/** Object URLs the page makes and revokes. */
function objectUrls() {
  const urls = { made: [] as string[], revoked: [] as string[] };
  jest.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:preview-${urls.made.length}`;
    urls.made.push(url);
    return url;
  });
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void urls.revoked.push(url));
  return urls;
}

it('lists the seals as cards: image, kind, status, who made them, and their approval', async () => {
  sealsApi([companySeal, financeSeal]);
  await openSealsTab();

  const main = await sealCard('公章');
  expect(within(main).getByRole('img', { name: '公章' })).toHaveAttribute('src', '/api/seals/1/image');
  expect(within(main).getByText('Official seal')).toBeInTheDocument();
  expect(within(main).getByText('Active')).toBeInTheDocument();
  expect(within(main).getByText('公司用户')).toBeInTheDocument();
  expect(within(main).getByText('2025-03-04 10:00:00')).toBeInTheDocument();
  expect(within(main).getByText('Required')).toBeInTheDocument();
  expect(within(main).getByText('赵敏')).toBeInTheDocument();
  expect(within(main).getByText('Disable')).toBeInTheDocument();

  const finance = await sealCard('旧财务章');
  // A kind the company named reads as it was named.
  expect(within(finance).getByText('财务专用章')).toBeInTheDocument();
  expect(within(finance).getByText('Disabled')).toBeInTheDocument();
  expect(within(finance).getByText('Not required')).toBeInTheDocument();
  expect(within(finance).getByText('Enable')).toBeInTheDocument();
});

it('explains what a seal is for while the company has none, and offers both ways to add one', async () => {
  sealsApi([]);
  await openSealsTab();
  expect(await screen.findByText(/The company stamps these electronic seals when it signs contracts/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Upload seal/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Draw seal/ })).toBeInTheDocument();
});

it("uploads an image with the chosen kind and the kind's usual name", async () => {
  const seen = sealsApi([]);
  await openSealsTab();
  fireEvent.click(await screen.findByRole('button', { name: /Upload seal/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload seal' });
  await waitFor(() => expect(within(dialog).getByLabelText('Seal name')).toHaveValue('公章'));
  await choose(dialog, 'Seal kind', 'Contract seal');
  await waitFor(() => expect(within(dialog).getByLabelText('Seal name')).toHaveValue('合同专用章'));
  await chooseFile(dialog, new NodeFile([PNG_BYTES], 'seal.png', { type: 'image/png' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

  await waitFor(() => expect(seen.uploads).toEqual([{ kind: 'contract', name: '合同专用章', file: 'seal.png', type: 'image/png' }]));
});

it('refuses a file that is no PNG or JPEG before sending', async () => {
  const seen = sealsApi([]);
  await openSealsTab();
  fireEvent.click(await screen.findByRole('button', { name: /Upload seal/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload seal' });
  await chooseFile(dialog, new NodeFile(['GIF89a'], 'seal.gif', { type: 'image/gif' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(await within(dialog).findByText('The seal must be a PNG or JPEG image')).toBeInTheDocument();
  expect(seen.uploads).toEqual([]);
});

it("shows the server's 409 under the kind and keeps the dialog open", async () => {
  const taken = 'The company already has an active 公章: disable it before enabling or adding another of its kind';
  const seen = sealsApi([companySeal], { upload: () => refusal(409, taken, 'kind') });
  await openSealsTab();
  fireEvent.click(await screen.findByRole('button', { name: /Upload seal/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload seal' });
  await chooseFile(dialog, new NodeFile([PNG_BYTES], 'seal.png', { type: 'image/png' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(seen.uploads).toHaveLength(1));

  const kind = within(dialog).getByLabelText('Seal kind').closest('.ant-form-item') as HTMLElement;
  expect(await within(kind).findByText(taken)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Upload seal' })).toBeInTheDocument();
});

it('draws a seal of a kind the user names, previewing each change, and saves it', async () => {
  const urls = objectUrls();
  const seen = sealsApi([companySeal]);
  await openSealsTab();
  fireEvent.click(await screen.findByRole('button', { name: /Draw seal/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Draw seal' });
  const preview = () => within(dialog).getByRole('img', { name: 'Preview' });

  // The default kind's seal, previewed as soon as the dialog opens.
  await waitFor(() => expect(preview()).toHaveAttribute('src', urls.made.at(-1)));
  expect(seen.previews).toEqual([{ kind: 'company', name: '公章' }]);

  await choose(dialog, 'Seal kind', 'Another kind…');
  fireEvent.change(within(dialog).getByLabelText('Kind name'), { target: { value: '财务专用章' } });
  await waitFor(() => expect(seen.previews.at(-1)).toEqual({ kind: '财务专用章', name: '财务专用章' }));
  const shown = urls.made.length;
  fireEvent.change(within(dialog).getByLabelText('Seal name'), { target: { value: '财务章' } });
  await waitFor(() => expect(seen.previews.at(-1)).toEqual({ kind: '财务专用章', name: '财务章' }));
  await waitFor(() => expect(urls.made.length).toBeGreaterThan(shown));
  await waitFor(() => expect(preview()).toHaveAttribute('src', urls.made.at(-1)));
  // Every image no longer shown was let go.
  expect(urls.revoked).toEqual(urls.made.slice(0, -1));

  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(seen.drawn).toEqual([{ kind: '财务专用章', name: '财务章' }]));
  // Closed: the last one too.
  await waitFor(() => expect(urls.revoked).toEqual(urls.made));
});

it("shows the server's refusal to draw a character beside the preview", async () => {
  objectUrls();
  const cannot = 'The character "𠀀" cannot be drawn on a seal';
  sealsApi([], { preview: () => refusal(422, cannot, 'name') });
  await openSealsTab();
  fireEvent.click(await screen.findByRole('button', { name: /Draw seal/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Draw seal' });
  expect(await within(dialog).findByText(cannot)).toBeInTheDocument();
  expect(within(dialog).queryByRole('img', { name: 'Preview' })).toBeNull();
  // Beside the preview only: no message, no "request error 422" notification.
  expect(document.querySelector('.ant-message')?.textContent ?? '').not.toContain(cannot);
  expect(document.querySelector('.ant-notification-notice')).toBeNull();
});

it("enables a disabled seal, and shows the server's 409 when its kind already has an active seal", async () => {
  const taken = 'The company already has an active 财务专用章: disable it before enabling or adding another of its kind';
  const seen = sealsApi([companySeal, financeSeal], { patch: () => refusal(409, taken, 'kind') });
  await openSealsTab();
  fireEvent.click(within(await sealCard('旧财务章')).getByText('Enable'));
  await waitFor(() => expect(seen.patches).toEqual([{ id: '2', body: { status: 'active' } }]));
  expect(await screen.findByText(taken)).toBeInTheDocument();
});

it('renames a seal', async () => {
  const seen = sealsApi([companySeal]);
  await openSealsTab();
  fireEvent.click(within(await sealCard('公章')).getByText('Rename'));
  const dialog = await screen.findByRole('dialog', { name: 'Rename' });
  fireEvent.change(within(dialog).getByLabelText('Seal name'), { target: { value: ' 华联公章 ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(seen.patches).toEqual([{ id: '1', body: { name: '华联公章' } }]));
});

describe('grants', () => {
  async function openGrants() {
    await openSealsTab();
    fireEvent.click(within(await sealCard('公章')).getByText('Grants'));
    return screen.findByRole('dialog', { name: 'Grants of "公章"' });
  }

  it('lists live, expired and revoked grants with what they cover', async () => {
    sealsApi([companySeal]);
    const drawer = await openGrants();
    await within(drawer).findByText('新同事');

    const rows = within(drawer).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [live, expired, revoked] = rows;
    expect(within(live).getByText('All templates')).toBeInTheDocument();
    expect(within(live).getByText('All departments')).toBeInTheDocument();
    expect(within(live).getByText('No expiry')).toBeInTheDocument();
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(within(live).getByText('Revoke')).toBeInTheDocument();

    await within(expired).findByText('劳动合同');
    expect(within(expired).getByText('人力资源部')).toBeInTheDocument();
    expect(within(expired).getByText('2025-04-01 12:00')).toBeInTheDocument();
    expect(within(expired).getByText('Expired')).toBeInTheDocument();

    expect(within(revoked).getByText('Revoked')).toBeInTheDocument();
    // A revoked grant stays revoked: nothing to do on it.
    expect(within(revoked).queryByText('Revoke')).toBeNull();
    expect(within(expired).getByText('新同事')).toBeInTheDocument();
  });

  it('revokes a grant once confirmed, and reads the list again', async () => {
    const seen = sealsApi([companySeal]);
    const drawer = await openGrants();
    await within(drawer).findByText('新同事');
    const reads = seen.grantReads;
    fireEvent.click(within(within(drawer).getAllByRole('row')[1]).getByText('Revoke'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(seen.revoked).toEqual(['31']));
    await waitFor(() => expect(seen.grantReads).toBe(reads + 1));
  });

  it('adds a grant limited to a template, a department and a time, sent as China time', async () => {
    const seen = sealsApi([companySeal]);
    const drawer = await openGrants();
    fireEvent.click(within(drawer).getByRole('button', { name: /Add grant/ }));
    const dialog = await modalTitled('Add grant');
    await choose(dialog, 'Account', '新同事 (newcomer)');
    await choose(dialog, 'Only these templates', '保密协议 v1');
    await choose(dialog, 'Only these departments', '行政部');
    const expiry = within(dialog).getByLabelText('Valid until');
    fireEvent.focus(expiry);
    fireEvent.change(expiry, { target: { value: '2030-01-02 09:30' } });
    fireEvent.keyDown(expiry, { key: 'Enter', code: 'Enter' });
    fireEvent.blur(expiry);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() =>
      expect(seen.grants).toEqual([{ accountId: 12, templateIds: [102], departmentIds: [4], expiresAt: '2030-01-02T01:30:00.000Z' }]),
    );
  });

  it('adds a grant without limits as nulls, never as empty lists', async () => {
    const seen = sealsApi([companySeal]);
    const drawer = await openGrants();
    fireEvent.click(within(drawer).getByRole('button', { name: /Add grant/ }));
    const dialog = await modalTitled('Add grant');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(seen.grants).toEqual([]);

    await choose(dialog, 'Account', '赵敏 (operator)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(seen.grants).toEqual([{ accountId: 5, templateIds: null, departmentIds: null, expiresAt: null }]));
  });

  it("offers a live API key's account, so that an operator key can be granted the seal", async () => {
    const seen = sealsApi([companySeal]);
    const drawer = await openGrants();
    fireEvent.click(within(drawer).getByRole('button', { name: /Add grant/ }));
    const dialog = await modalTitled('Add grant');
    await choose(dialog, 'Account', 'API key: HR system (esk_ab12cd34…)');
    expect(screen.queryByText(/Old payroll/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(seen.grants).toEqual([{ accountId: 40, templateIds: null, departmentIds: null, expiresAt: null }]));
  });
});

describe('approval settings', () => {
  async function openSettings(name: string) {
    await openSealsTab();
    fireEvent.click(within(await sealCard(name)).getByText('Approval settings'));
    return screen.findByRole('dialog', { name: `Seal approval of "${name}"` });
  }

  it('turns approval on with the chosen approvers', async () => {
    const seen = sealsApi([companySeal, financeSeal]);
    const dialog = await openSettings('旧财务章');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Approval before sealing' }));
    // On, with nobody to approve: refused before sending.
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Choose at least one approver to require approval')).toBeInTheDocument();
    expect(seen.patches).toEqual([]);

    await choose(dialog, 'Approvers', '赵敏 (operator)');
    await choose(dialog, 'Approvers', '新同事 (newcomer)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(seen.patches).toEqual([{ id: '2', body: { approvalRequired: true, approverIds: [5, 12] } }]));
  });

  it('turns approval off, keeping the approvers', async () => {
    const seen = sealsApi([companySeal]);
    const dialog = await openSettings('公章');
    const toggle = within(dialog).getByRole('switch', { name: 'Approval before sealing' });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(seen.patches).toEqual([{ id: '1', body: { approvalRequired: false, approverIds: [5] } }]));
  });
});
