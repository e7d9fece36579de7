/**
 * npm run bench:sign: the signing engine on 10-page contracts (filled with the CJK font, as the
 * server fills them), no HTTP, no database. Prints p50/p99 of the employee's act (a one-day
 * certificate issued, the drawn signature stamped, a PAdES B-T signature with its timestamp) and
 * of the company's act (seal + signature) on this thread, then company documents per second
 * through the worker pool on every core. BENCH_RUNS and BENCH_DOCS change the counts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const RUNS = Number(process.env.BENCH_RUNS || 100);
const DOCS = Number(process.env.BENCH_DOCS || 400);
const PAGES = 10;

const pdfModule = await tsImport('../server/pdf/index.ts', import.meta.url);
const signatures = await tsImport('../server/signatures/index.ts', import.meta.url);
const { createSigningPool } = await tsImport('../server/signatures/worker-pool.ts', import.meta.url);
const { signaturePng, sealPng } = await tsImport('../tests/api/support/png.ts', import.meta.url);

const blocks = [];
for (let page = 1; page <= PAGES; page++) {
  if (page > 1) blocks.push({ type: 'pageBreak' });
  blocks.push({ type: 'heading', text: `第 ${page} 条　劳动合同条款` });
  for (let i = 0; i < 6; i++) {
    blocks.push({ type: 'paragraph', text: '甲乙双方遵循合法、公平、平等自愿、协商一致、诚实信用的原则，签订本合同，共同遵守本合同所列条款。甲方依法为乙方缴纳社会保险。' });
  }
}
blocks.push({ type: 'signature', name: 'company', label: '甲方（盖章）：' }, { type: 'signature', name: 'employee', label: '乙方（签字）：' });
const template = await pdfModule.composeTextPdf(blocks);
const contract = await pdfModule.fillPdf(template.bytes, [{ kind: 'text', ...template.places.company, text: '上海华联物流有限公司', fontSize: 11 }]);
const employeePlace = template.places.employee;
const companyPlace = template.places.company;

const dir = mkdtempSync(join(tmpdir(), 'bench-sign-'));
const pki = await signatures.openPki({ dir: join(dir, 'pki') });
const company = await pki.issueCompanyCertificate({ name: '上海华联物流有限公司', creditCode: '91310000MA1FL1234X' }, new Date());
const companyKey = await pki.companyKey(company.encryptedKey);
const signature = new Uint8Array(signaturePng());
const seal = new Uint8Array(sealPng());

const quantile = (times, q) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
const report = (label, times) => console.log(`${label}: p50 ${quantile(times, 0.5).toFixed(1)} ms, p99 ${quantile(times, 0.99).toFixed(1)} ms (${times.length} runs)`);

async function employeeAct() {
  const certificate = await pki.issueEventCertificate({ name: '王海涛', idNumber: '11010519491231002X' }, new Date());
  return signatures.signAsEmployee({ pdf: contract, employeePng: signature, employeePlace, companyPlace, certificate, chain: pki.chain, tsa: pki.timestampAuthority, reason: 'bench' });
}
// Warm-up: JIT and the first parse of every code path.
const employeeSigned = await employeeAct();
const employeeTimes = [];
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  await employeeAct();
  employeeTimes.push(performance.now() - started);
}

const companyInput = { pdf: employeeSigned, sealPng: seal, companyPlace, certificate: { certificateDer: company.certificateDer, privateKey: companyKey }, chain: pki.chain, tsa: pki.timestampAuthority, reason: 'bench' };
await signatures.signAsCompany(companyInput);
const companyTimes = [];
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  await signatures.signAsCompany(companyInput);
  companyTimes.push(performance.now() - started);
}

const pool = createSigningPool(pki.workerTimestamping, availableParallelism());
const workerInput = { pdf: employeeSigned, sealPng: seal, companyPlace, certificateDer: company.certificateDer, pkcs8: pki.companyKeyBytes(company.encryptedKey), chain: pki.chain, reason: 'bench' };
await Promise.all(Array.from({ length: pool.size * 20 }, () => pool.signAsCompany(workerInput)));
const started = performance.now();
await Promise.all(Array.from({ length: DOCS }, () => pool.signAsCompany(workerInput)));
const seconds = (performance.now() - started) / 1000;
await pool.close();
rmSync(dir, { recursive: true, force: true });

console.log(`contract: ${PAGES} pages, ${(contract.length / 1024).toFixed(0)} kB; employee-signed ${(employeeSigned.length / 1024).toFixed(0)} kB`);
report("employee's act (certificate + stamp + PAdES B-T, one thread)", employeeTimes);
report("company's act (seal + PAdES B-T, one thread)", companyTimes);
console.log(`company signing through ${pool.size} worker threads: ${DOCS} documents in ${seconds.toFixed(2)} s = ${(DOCS / seconds).toFixed(0)} documents/s`);
