/**
 * Property tests (fast-check) of the check characters shared by the forms and the server:
 * every generated valid resident ID number (GB 11643) and unified social credit code
 * (GB 32100) is accepted; any single-character change is refused. Also through the API: the
 * server accepts generated valid identifiers and refuses altered ones.
 */
import fc from 'fast-check';
import { creditCodeCheckChar, isValidCreditCode, isValidIdNumber, makeCreditCode, makeIdNumber } from '../../common/validation/china-ids';
import { startServer, type TestServer } from './support/harness';
import { loginAll, type Clients } from './support/roles';

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const ID_CHARS = '0123456789X';

/** A real calendar date between 1900 and 2030 as YYYYMMDD. */
const birthDate = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2030, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10).replace(/-/g, ''));
const division = fc.integer({ min: 110000, max: 829999 }).map(String);
const sequence = fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0'));
const validIdNumber = fc.tuple(division, birthDate, sequence).map(([d, b, s]) => makeIdNumber(d, b, s));

const creditChar = fc.constantFrom(...CREDIT_CHARS);
const validCreditCode = fc
  .tuple(
    fc.constantFrom(
      '11',
      '12',
      '13',
      '19',
      '21',
      '29',
      '31',
      '32',
      '33',
      '34',
      '35',
      '39',
      '41',
      '49',
      '51',
      '52',
      '53',
      '59',
      '61',
      '62',
      '69',
      '71',
      '72',
      '79',
      '81',
      '89',
      '91',
      '92',
      '93',
      'A1',
      'A9',
      'N1',
      'N2',
      'N3',
      'N9',
      'Y1',
    ),
    fc.integer({ min: 100000, max: 999999 }).map(String),
    fc.array(creditChar, { minLength: 8, maxLength: 8 }).map((a) => a.join('')),
  )
  .map(([kind, div, org]) => makeCreditCode(kind, div, org));

/** `text` with the character at `index` replaced by a different one of `alphabet` (or any char). */
function mutation(text: string, alphabet: string) {
  return fc
    .tuple(fc.integer({ min: 0, max: text.length - 1 }), fc.oneof(fc.constantFrom(...alphabet), fc.string({ minLength: 1, maxLength: 1 })))
    .filter(([index, ch]) => text[index] !== ch)
    .map(([index, ch]) => text.slice(0, index) + ch + text.slice(index + 1));
}

describe('resident ID number (GB 11643)', () => {
  it('accepts every generated valid number', () => {
    fc.assert(
      fc.property(validIdNumber, (id) => isValidIdNumber(id)),
      { numRuns: 2000 },
    );
  });

  it('refuses any single-character change', () => {
    fc.assert(
      fc.property(
        validIdNumber.chain((id) => mutation(id, ID_CHARS)),
        (changed) => !isValidIdNumber(changed),
      ),
      { numRuns: 3000 },
    );
  });

  it('refuses impossible birth dates even with a matching check digit', () => {
    expect(isValidIdNumber(makeIdNumber('110105', '19490230', '002'))).toBe(false);
    expect(isValidIdNumber(makeIdNumber('110105', '20231301', '002'))).toBe(false);
    expect(isValidIdNumber(makeIdNumber('110105', '20000229', '002'))).toBe(true);
  });
});

describe('unified social credit code (GB 32100)', () => {
  it('accepts every generated valid code', () => {
    fc.assert(
      fc.property(validCreditCode, (code) => isValidCreditCode(code)),
      { numRuns: 2000 },
    );
  });

  it('refuses any single-character change', () => {
    fc.assert(
      fc.property(
        validCreditCode.chain((code) => mutation(code, CREDIT_CHARS)),
        (changed) => !isValidCreditCode(changed),
      ),
      { numRuns: 3000 },
    );
  });

  it('has exactly one valid check character per 17-character body', () => {
    fc.assert(
      fc.property(validCreditCode, (code) => {
        const valid = [...CREDIT_CHARS].filter((ch) => isValidCreditCode(code.slice(0, 17) + ch));
        return valid.length === 1 && valid[0] === creditCodeCheckChar(code.slice(0, 17));
      }),
      { numRuns: 300 },
    );
  });
});

describe('through the API', () => {
  let server: TestServer;
  let as: Clients;
  beforeAll(async () => {
    server = await startServer();
    as = await loginAll(server);
  });
  afterAll(() => server.close());

  it('creates employees with generated valid ID numbers and refuses mutated ones (422)', async () => {
    await fc.assert(
      fc.asyncProperty(validIdNumber, fc.nat(), async (id, seed) => {
        const changed = fc.sample(mutation(id, ID_CHARS), { seed, numRuns: 1 })[0];
        const bad = await as.user.post('/api/employees', {
          name: '属性',
          idNumber: changed,
          mobile: '13812345678',
          entryDate: '2025-01-01',
        });
        // x for X is the same number (the server upper-cases): that mutation is not a change.
        if (changed.toUpperCase() !== id && (bad.status !== 422 || bad.body.field !== 'idNumber')) return false;
        const good = await as.user.post('/api/employees', { name: '属性', idNumber: id, mobile: '13812345678', entryDate: '2025-01-01' });
        return good.status === 200 || good.status === 409; // 409: generated twice
      }),
      { numRuns: 25 },
    );
  });

  it('creates companies with generated valid credit codes and refuses mutated ones (422)', async () => {
    await fc.assert(
      fc.asyncProperty(validCreditCode, fc.nat(), async (code, seed) => {
        const body = { name: '属性测试公司', legalPerson: '甲', contactName: '乙', contactMobile: '13812345678' };
        const changed = fc.sample(mutation(code, CREDIT_CHARS), { seed, numRuns: 1 })[0];
        const bad = await as.admin.post('/api/companies', { ...body, creditCode: changed });
        // Lower case is the same code (the server upper-cases): that mutation is not a change.
        if (changed.toUpperCase() !== code && (bad.status !== 422 || bad.body.field !== 'creditCode')) return false;
        const good = await as.admin.post('/api/companies', { ...body, creditCode: code });
        return good.status === 200 || good.status === 409;
      }),
      { numRuns: 25 },
    );
  });
});
