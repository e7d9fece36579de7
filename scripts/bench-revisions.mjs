/**
 * npm run bench:revisions (node --import tsx scripts/bench-revisions.mjs): the difference
 * analysis between revisions (server/signatures/revisions.ts) of a signed, LTV-extended
 * 10-page contract (the employee's certification, the company's signature with its appearance,
 * a DSS and a document timestamp: 3 signatures, 3 updates), as the verifier runs it on every
 * check. Prints p50/p99 in ms after one warm-up run. BENCH_RUNS (200) changes the number of runs.
 */
import {
  COMPANY,
  EMPLOYEE,
  addDss,
  coveredEnds,
  docTimestampField,
  makeIdentity,
  preparedContract,
  signField,
} from '../tests/api/support/revision-fixtures.ts';
import { removeTempDirs } from '../tests/api/support/signatures-fixtures.ts';
import { analyseRevisions } from '../server/signatures/revisions.ts';

const RUNS = Number(process.env.BENCH_RUNS || 200);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  const identity = await makeIdentity();
  const employeeSigned = await signField(await preparedContract(10), identity, EMPLOYEE);
  const done = await docTimestampField(await addDss(await signField(employeeSigned, identity, COMPANY, { appearance: true })), identity);
  const names = [EMPLOYEE, COMPANY, 'DocumentTimestamp'];
  const signatures = coveredEnds(done).map((coveredEnd, i) => ({ fieldName: names[i], coveredEnd }));
  if (signatures.length !== names.length) throw new Error(`expected ${names.length} signatures, found ${signatures.length}`);

  const first = await analyseRevisions(done, signatures);
  if (first.revisions.some((r) => r.verdict === 'disallowed')) throw new Error('the fixture has a disallowed change');
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await analyseRevisions(done, signatures);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `revision analysis, ${done.length}-byte 10-page contract, 3 signatures, 3 updates, ${RUNS} runs: ` +
      `p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`,
  );
} finally {
  removeTempDirs();
}
