/**
 * The CRLs a part of a batch puts in each document's DSS (server/domain/pki/crl.ts crlsOfPart):
 * read once, then given again only while currentCrl would give the same, so that a revocation
 * made meanwhile, by this process or another, is in the next document's DSS, and a CRL a day old
 * is signed anew. openssl reads what each CRL lists.
 */
import { join } from 'node:path';
import { prepareDatabase } from '../../server/db/setup';
import type { DatabaseHandle } from '../../server/db/open';
import { crlsOfPart, currentCrl } from '../../server/domain/pki/crl';
import { recordCertificate, revokeCompanyCertificate } from '../../server/domain/pki/certificates';
import { folderPkiFiles, openPki, serialHex, type Pki } from '../../server/signatures';
import { openTestDatabase } from './support/database';
import { DAY, TestClock, tempDir } from './support/harness';
import { crlEntries, runOk, workdir, type Workdir } from './support/pki-fixtures';

const clock = new TestClock(new Date().toISOString());
let handle: DatabaseHandle;
let pki: Pki;
let work: Workdir;
let deps: Parameters<typeof crlsOfPart>[0];

beforeAll(async () => {
  const dir = tempDir();
  handle = await openTestDatabase(dir);
  await prepareDatabase(handle.db, { seed: false, now: clock.now });
  pki = await openPki({ files: folderPkiFiles(join(dir, 'pki')), keyEncryptionKey: 'a passphrase for the tests', now: clock.now });
  deps = { db: handle.db, now: clock.now, signing: { pki: async () => pki } as unknown as (typeof deps)['signing'] };
  work = workdir();
});

afterAll(async () => {
  work.remove();
  await handle.close();
});

/** The serials a DER CRL lists, as openssl prints them (upper-case hex). */
async function listed(crl: Uint8Array): Promise<string[]> {
  const file = work.write(`crl-${Math.random().toString(36).slice(2)}.der`, crl);
  return crlEntries(await runOk('openssl', ['crl', '-inform', 'DER', '-in', file, '-noout', '-text'], work.dir)).map((e) => e.serial);
}

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

async function companyCertificate(companyId: number): Promise<string> {
  const issued = await pki.issueCompanyCertificate({ name: `Company ${companyId}`, creditCode: '91350100M000100Y43' }, clock.now());
  const serial = serialHex(issued.certificateDer);
  await recordCertificate(
    handle.db,
    {
      serial,
      issuerDer: pki.issuingCa.certificateDer,
      kind: 'company',
      companyId,
      certificateDer: issued.certificateDer,
      notAfter: issued.notAfter,
    },
    clock.now().toISOString(),
  );
  return serial;
}

it('gives the same CRLs while nothing is revoked, a new one listing a revocation made since, and new ones after a day', async () => {
  const first = await companyCertificate(1);
  const second = await companyCertificate(2);
  const crls = crlsOfPart(deps);
  // Tasks sealed at once at the start of a part: one read between them.
  const [root, ca] = await crls();
  for (const again of await Promise.all([crls(), crls(), crls()])) {
    expect(again).toHaveLength(2);
    expect(same(again[0], root) && same(again[1], ca)).toBe(true);
  }
  expect(await listed(ca)).toEqual([]);
  expect(same((await currentCrl(deps, 'ca'))!, ca)).toBe(true);

  // Revoked by another connection's write as well as this one's: the registry is what is counted.
  clock.advance(60_000);
  await revokeCompanyCertificate(handle.db, { companyId: 1, reason: 'superseded', at: clock.now().toISOString() });
  const [rootAfter, caAfter] = await crls();
  expect(same(rootAfter, root)).toBe(true);
  expect(same(caAfter, ca)).toBe(false);
  expect(await listed(caAfter)).toEqual([first.toUpperCase()]);
  expect(same((await currentCrl(deps, 'ca'))!, caAfter)).toBe(true);
  expect(same((await crls())[1], caAfter)).toBe(true);

  clock.advance(DAY);
  const [rootNextDay, caNextDay] = await crls();
  expect(same(rootNextDay, root) || same(caNextDay, caAfter)).toBe(false);
  expect(await listed(caNextDay)).toEqual([first.toUpperCase()]);
  expect(same((await currentCrl(deps, 'root'))!, rootNextDay)).toBe(true);

  await revokeCompanyCertificate(handle.db, { companyId: 2, reason: 'superseded', at: clock.now().toISOString() });
  expect((await listed((await crls())[1])).sort()).toEqual([first, second].map((s) => s.toUpperCase()).sort());
});
