/**
 * The difference analysis between revisions (server/signatures/revisions.ts) on real signed
 * contracts: what may follow a signature (a signature in a prepared field, DSS, document
 * timestamps) and what may not (page content, annotations, anything after a P=1 certification),
 * and hostile files that must be refused before they cost time. Its speed: `npm run bench:revisions`.
 */
import { PDF, PdfName } from '@libpdf/core';
import { analyseRevisions, RevisionAnalysisError, type RevisionAnalysis } from '../../server/signatures/revisions';
import { removeTempDirs } from './support/signatures-fixtures';
import {
  COMPANY,
  EMPLOYEE,
  addDss,
  annotate,
  coveredEnds,
  docTimestampField,
  drawOverPage,
  libpdfSign,
  makeIdentity,
  manyUpdates,
  preparedContract,
  signField,
  type Identity,
} from './support/revision-fixtures';

/** Every signature in the file, in file order, named as `names` says. */
function analyse(bytes: Uint8Array, names: string[]): Promise<RevisionAnalysis> {
  const ends = coveredEnds(bytes);
  expect(ends).toHaveLength(names.length);
  return analyseRevisions(
    bytes,
    ends.map((coveredEnd, i) => ({ fieldName: names[i], coveredEnd })),
  );
}

const whats = (changes: { what: string }[]) => changes.map((c) => c.what);

let identity: Identity;
let prepared: Uint8Array;
let employeeSigned: Uint8Array;

beforeAll(async () => {
  identity = await makeIdentity();
  prepared = await preparedContract(10);
  employeeSigned = await signField(prepared, identity, EMPLOYEE);
});
afterAll(removeTempDirs);

test('one signature and nothing after it is untouched', async () => {
  const analysis = await analyse(employeeSigned, [EMPLOYEE]);
  expect(analysis).toEqual({
    docMdp: null,
    certifiedBy: null,
    revisions: [{ fieldName: EMPLOYEE, coveredEnd: employeeSigned.length, laterChanges: [], verdict: 'untouched', disallowed: [] }],
  });
});

test('a second signature in the field prepared for it, with its appearance, is allowed', async () => {
  const both = await signField(employeeSigned, identity, COMPANY, { appearance: true });
  const [employee, company] = (await analyse(both, [EMPLOYEE, COMPANY])).revisions;
  expect(employee.verdict).toBe('allowed');
  expect(employee.disallowed).toEqual([]);
  expect(employee.laterChanges).toEqual([
    expect.objectContaining({ kind: 'changed', what: `signature field ${COMPANY} /V` }),
    expect.objectContaining({ kind: 'added', what: `signature field ${COMPANY} /V` }),
    expect.objectContaining({ kind: 'added', what: `appearance of signature field ${COMPANY}` }),
  ]);
  expect(company.verdict).toBe('untouched');
});

test('text drawn on a page between the signatures is disallowed, naming the page content', async () => {
  const tampered = await signField(await drawOverPage(employeeSigned), identity, COMPANY);
  const [employee, company] = (await analyse(tampered, [EMPLOYEE, COMPANY])).revisions;
  expect(employee.verdict).toBe('disallowed');
  expect(employee.disallowed.length).toBeGreaterThan(0);
  expect(employee.disallowed).toContainEqual(expect.objectContaining({ kind: 'added', what: 'page 1 content', page: 1 }));
  expect(employee.disallowed).toContainEqual(
    expect.objectContaining({ kind: 'changed', what: expect.stringMatching(/^page 1 .*content/), page: 1 }),
  );
  // The company's own signature stays allowed; only the page edit is named.
  expect(employee.disallowed.every((c) => c.page === 1)).toBe(true);
  expect(whats(employee.laterChanges)).toContain(`signature field ${COMPANY} /V`);
  expect(company.verdict).toBe('untouched');
});

test('an annotation added after signing is disallowed', async () => {
  const [employee] = (await analyse(await annotate(employeeSigned), [EMPLOYEE])).revisions;
  expect(employee.verdict).toBe('disallowed');
  expect(employee.disallowed).toEqual([
    expect.objectContaining({ kind: 'changed', what: 'page 2 /Annots', page: 2 }),
    expect.objectContaining({ kind: 'added', what: 'annotation on page 2', page: 2 }),
  ]);
});

test('a DSS after both signatures is allowed', async () => {
  const withDss = await addDss(await signField(employeeSigned, identity, COMPANY));
  const [employee, company] = (await analyse(withDss, [EMPLOYEE, COMPANY])).revisions;
  expect(company.verdict).toBe('allowed');
  expect(whats(company.laterChanges)).toEqual(expect.arrayContaining(['catalog /DSS', 'DSS /Certs']));
  expect(employee.verdict).toBe('allowed');
});

describe('a certification signature', () => {
  test('with P=1, a second signature is disallowed', async () => {
    const certified = await signField(prepared, identity, EMPLOYEE, { docMdp: 1 });
    const both = await signField(certified, identity, COMPANY);
    const analysis = await analyse(both, [EMPLOYEE, COMPANY]);
    expect(analysis.docMdp).toBe(1);
    expect(analysis.certifiedBy).toBe(EMPLOYEE);
    const [employee] = analysis.revisions;
    expect(employee.verdict).toBe('disallowed');
    expect(employee.disallowed).toEqual([
      expect.objectContaining({ object: expect.stringMatching(/^\d+ 0$/), kind: 'changed', what: `signature field ${COMPANY} /V` }),
      expect.objectContaining({ kind: 'added', what: `signature field ${COMPANY} /V` }),
    ]);
  });

  test('with P=1, a DSS and a document timestamp are allowed', async () => {
    const certified = await signField(prepared, identity, EMPLOYEE, { docMdp: 1 });
    const archived = await docTimestampField(await addDss(certified), identity);
    const [employee, timestamp] = (await analyse(archived, [EMPLOYEE, 'DocumentTimestamp'])).revisions;
    expect(employee.verdict).toBe('allowed');
    expect(whats(employee.laterChanges)).toEqual(
      expect.arrayContaining([
        'catalog /DSS',
        'catalog /AcroForm',
        'signature field DocumentTimestamp',
        'signature field DocumentTimestamp /V',
      ]),
    );
    expect(timestamp.verdict).toBe('untouched');
  });

  test('with P=2, the company signing its prepared field and LTV updates are allowed', async () => {
    const certified = await signField(prepared, identity, EMPLOYEE, { docMdp: 2 });
    const done = await docTimestampField(await addDss(await signField(certified, identity, COMPANY, { appearance: true })), identity);
    const analysis = await analyse(done, [EMPLOYEE, COMPANY, 'DocumentTimestamp']);
    expect(analysis.docMdp).toBe(2);
    expect(analysis.revisions.map((r) => r.verdict)).toEqual(['allowed', 'allowed', 'untouched']);
  });
});

describe("libpdf's sign()", () => {
  test('into a new invisible field is allowed (nothing drawn: judged as signing)', async () => {
    const [employee] = (await analyse(await libpdfSign(employeeSigned, identity, 'Another'), [EMPLOYEE, 'Another'])).revisions;
    expect(employee.verdict).toBe('allowed');
    expect(whats(employee.laterChanges)).toEqual(['catalog /AcroForm', 'signature field Another /V', 'signature field Another']);
  });

  test('into the prepared field moves its widget, which is disallowed', async () => {
    const [employee] = (await analyse(await libpdfSign(employeeSigned, identity, COMPANY), [EMPLOYEE, COMPANY])).revisions;
    expect(employee.verdict).toBe('disallowed');
    expect(employee.disallowed[0].what).toMatch(new RegExp(`^signature field ${COMPANY} .*/Rect`));
  });
});

test('an object rewritten with the same value is no change', async () => {
  const doc = await PDF.load(employeeSigned);
  doc.getCatalog().set('Type', PdfName.of('Catalog'));
  const rewritten = await doc.save({ incremental: true });
  expect(rewritten.length).toBeGreaterThan(employeeSigned.length);
  const [employee] = (await analyse(rewritten, [EMPLOYEE])).revisions;
  expect(employee).toMatchObject({ verdict: 'untouched', laterChanges: [] });
});

describe('hostile files', () => {
  test('1,000 tiny incremental updates are refused while their chain is walked, before any is read', async () => {
    const analysis = analyse(manyUpdates(employeeSigned, 1000), [EMPLOYEE]);
    await expect(analysis).rejects.toThrow(RevisionAnalysisError);
    await expect(analysis).rejects.toThrow(/^more than \d+ cross-reference sections$/);
  });

  test('15 updates are analysed, each named', async () => {
    const [employee] = (await analyse(manyUpdates(employeeSigned, 15), [EMPLOYEE])).revisions;
    expect(employee.verdict).toBe('disallowed');
    expect(new Set(whats(employee.disallowed))).toEqual(new Set(['document information']));
    expect(employee.disallowed.length).toBeGreaterThanOrEqual(15);
  });

  test('unreadable input is a RevisionAnalysisError', async () => {
    const garbage = new TextEncoder().encode('%PDF-1.7\nnot really a pdf\nstartxref\n3\n%%EOF\n');
    await expect(analyseRevisions(garbage, [{ fieldName: 'x', coveredEnd: garbage.length }])).rejects.toThrow(RevisionAnalysisError);
    await expect(analyseRevisions(employeeSigned, [{ fieldName: 'x', coveredEnd: employeeSigned.length + 1 }])).rejects.toThrow(
      RevisionAnalysisError,
    );
    // A byte range that ends in the middle of an update does not end a revision of the chain.
    await expect(analyseRevisions(employeeSigned, [{ fieldName: 'x', coveredEnd: employeeSigned.length - 100 }])).rejects.toThrow(
      RevisionAnalysisError,
    );
  });
});
