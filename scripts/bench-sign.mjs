/**
 * npm run bench:sign (node --import tsx scripts/bench-sign.mjs): the signing engine alone, no
 * HTTP, no database, on 10-page contracts. Prints p50/p99 of the employee's whole act (a one-day
 * certificate issued, both signature widgets made, a certification signature with its timestamp)
 * and of the company's act on this thread, without and with what completion adds (a DSS and a
 * document timestamp: B-LTA), then completed documents per second through the worker pool on every
 * core, each with its own OCSP answer signed on this thread as completion does. BENCH_RUNS and
 * BENCH_DOCS change the counts.
 *
 * The contract is composed by server/pdf (CJK font, as the server fills them) when that module
 * is there, else drawn with pdf-lib's Helvetica.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addLongTermData,
  buildCrl,
  buildOcspResponse,
  createSigningPool,
  folderPkiFiles,
  ocspRequestFor,
  openPki,
  parseOcspRequest,
  signAsCompany,
  signAsEmployee,
} from '../server/signatures/index.ts';
import { sealPng, signaturePng } from '../tests/api/support/png.ts';
import { companyPlaceOn, employeePlaceOn, makeContract } from '../tests/api/support/signatures-fixtures.ts';

const RUNS = Number(process.env.BENCH_RUNS || 200);
const DOCS = Number(process.env.BENCH_DOCS || 400);
const PAGES = 10;

async function contract() {
  const employeePlace = employeePlaceOn(PAGES);
  const companyPlace = companyPlaceOn(PAGES);
  try {
    const pdf = await import('../server/pdf/index.ts');
    const blocks = [];
    for (let page = 1; page <= PAGES; page++) {
      if (page > 1) blocks.push({ type: 'pageBreak' });
      blocks.push({ type: 'heading', text: `第 ${page} 条 劳动合同条款` });
      for (let i = 0; i < 6; i++) {
        blocks.push({
          type: 'paragraph',
          text: '甲乙双方遵循合法、公平、平等自愿、协商一致、诚实信用的原则，签订本合同，共同遵守本合同所列条款。甲方依法为乙方缴纳社会保险。',
        });
      }
    }
    blocks.push(
      { type: 'signature', name: 'company', label: '甲方（盖章）：' },
      { type: 'signature', name: 'employee', label: '乙方（签字）：' },
    );
    const template = await pdf.composeTextPdf(blocks);
    const bytes = await pdf.fillPdf(template.bytes, [
      { kind: 'text', ...template.places.company, text: '上海华联物流有限公司', fontSize: 11 },
    ]);
    return { bytes, employeePlace: template.places.employee, companyPlace: template.places.company, how: 'server/pdf, CJK font' };
  } catch (error) {
    return {
      bytes: await makeContract(PAGES),
      employeePlace,
      companyPlace,
      how: `pdf-lib Helvetica (server/pdf unavailable: ${error.message.split('\n')[0]})`,
    };
  }
}

const quantile = (times, q) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
const report = (label, times) =>
  console.log(
    `${label}: p50 ${quantile(times, 0.5).toFixed(1)} ms, p99 ${quantile(times, 0.99).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (${times.length} runs)`,
  );

const { bytes, employeePlace, companyPlace, how } = await contract();
const dir = mkdtempSync(join(tmpdir(), 'bench-sign-'));
const pki = await openPki({ files: folderPkiFiles(join(dir, 'pki')) });
const company = await pki.issueCompanyCertificate({ name: '上海华联物流有限公司', creditCode: '91310000MA1FL1234X' });
const companyKey = await pki.companyKey(company.encryptedKey);
const signature = signaturePng();
const seal = sealPng();

async function employeeAct() {
  const certificate = await pki.issueEventCertificate({ name: '王海涛', idNumber: '11010519491231002X' });
  return signAsEmployee({
    pdf: bytes,
    employeePng: signature,
    employeePlace,
    companyPlace,
    certificate,
    chain: pki.chain,
    tsa: pki.timestampAuthority,
    reason: 'bench',
  });
}

async function measure(act) {
  for (let i = 0; i < 10; i++) await act(); // warm-up: JIT and first parse of every path
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await act();
    times.push(performance.now() - started);
  }
  return times;
}

const employeeSigned = await employeeAct();
const employeeTimes = await measure(employeeAct);
const companyInput = {
  pdf: employeeSigned,
  sealPng: seal,
  companyPlace,
  certificate: { certificateDer: company.certificateDer, privateKey: companyKey },
  chain: pki.chain,
  tsa: pki.timestampAuthority,
  reason: 'bench',
};
const completed = await signAsCompany(companyInput);
const companyTimes = await measure(() => signAsCompany(companyInput));

// What completion puts in the DSS: the chain, an OCSP answer for the signers, the CAs' CRLs.
const event = await pki.issueEventCertificate({ name: '王海涛', idNumber: '11010519491231002X' });
const ca = pki.issuingCa;
const crl = (issuer) =>
  buildCrl({ issuer, number: 1, thisUpdate: new Date(), nextUpdate: new Date(Date.now() + 7 * 86400_000), revoked: [] });
const crls = [
  await crl({ certificateDer: ca.certificateDer, privateKey: ca.privateKey }),
  await crl({ certificateDer: pki.root.certificateDer, privateKey: pki.root.privateKey }),
];
async function validation() {
  const now = new Date();
  const answers = [event.certificateDer, company.certificateDer].map((der) => ({
    certId: parseOcspRequest(ocspRequestFor(der, ca.certificateDer)).certIds[0],
    status: { status: 'good' },
  }));
  const ocsp = await buildOcspResponse({
    responder: { certificateDer: ca.certificateDer, privateKey: ca.privateKey },
    producedAt: now,
    thisUpdate: now,
    nextUpdate: new Date(now.getTime() + 86400_000),
    answers,
  });
  return { certificates: [event.certificateDer, company.certificateDer, ...pki.chain, ...pki.tsaChain], ocsps: [ocsp], crls };
}
const completeTimes = await measure(async () => signAsCompany({ ...companyInput, validation: await validation() }));
const longTerm = await addLongTermData({ pdf: completed, validation: await validation(), tsa: pki.timestampAuthority });

const pool = createSigningPool(pki.workerTimestamping, {
  size: Number(process.env.BENCH_THREADS || availableParallelism()),
  perWorker: Number(process.env.BENCH_PER_WORKER || 2),
});
const workerInput = {
  pdf: employeeSigned,
  sealPng: seal,
  companyPlace,
  certificateDer: company.certificateDer,
  pkcs8: pki.companyKeyBytes(company.encryptedKey),
  chain: pki.chain,
  reason: 'bench',
};
const completeOne = async () => pool.signAsCompany({ ...workerInput, validation: await validation() });
await Promise.all(Array.from({ length: pool.size * 20 }, completeOne));
const started = performance.now();
const cpuBefore = process.cpuUsage();
await Promise.all(Array.from({ length: DOCS }, completeOne));
const seconds = (performance.now() - started) / 1000;
// Every thread of this process: the figure to compare when other work shares the cores.
const cpu = process.cpuUsage(cpuBefore);
await pool.close();
rmSync(dir, { recursive: true, force: true });

console.log(`machine: ${cpus()[0]?.model ?? 'unknown cpu'}, ${availableParallelism()} cores, Node ${process.version}`);
console.log(
  `contract: ${PAGES} pages, ${how}; ${(bytes.length / 1024).toFixed(0)} kB filled, ${(employeeSigned.length / 1024).toFixed(0)} kB employee-signed, ${(completed.length / 1024).toFixed(0)} kB sealed, ${(longTerm.length / 1024).toFixed(0)} kB completed (B-LTA)`,
);
report("employee's act (event certificate + widgets + certification signature with timestamp, one thread)", employeeTimes);
report("company's act (seal + PAdES B-T with timestamp, one thread)", companyTimes);
report("company's act and completion (+ OCSP answer, DSS, document timestamp: B-LTA, one thread)", completeTimes);
console.log(
  `completion through ${pool.size} worker threads (B-LTA): ${DOCS} documents in ${seconds.toFixed(2)} s = ${(DOCS / seconds).toFixed(0)} documents/s, ` +
    `${((cpu.user + cpu.system) / 1000 / DOCS).toFixed(2)} ms of CPU a document`,
);
