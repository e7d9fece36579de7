/**
 * npm run bench:pdf: fills a 10-page Chinese contract template 50 times through the PDF module
 * (server/pdf, no HTTP, no database): 40 text fields (4 per page, Chinese and Latin) and
 * 2 signature boxes, the CJK font embedded as a subset each time. Prints p50 and p99 in ms.
 * BENCH_RUNS changes the number of runs.
 */
import { tsImport } from 'tsx/esm/api';

const RUNS = Number(process.env.BENCH_RUNS || 50);
const PAGES = 10;

const pdf = await tsImport('../server/pdf/index.ts', import.meta.url);

const blocks = [];
for (let page = 1; page <= PAGES; page++) {
  if (page > 1) blocks.push({ type: 'pageBreak' });
  blocks.push({ type: 'heading', text: `第 ${page} 条　劳动合同条款` });
  for (let i = 1; i <= 4; i++) {
    blocks.push({ type: 'blank', name: `p${page}f${i}`, label: `填写项 ${page}-${i}：`, width: 260 });
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
const template = await pdf.composeTextPdf(blocks, { footer: (n, total) => `第 ${n} 页 共 ${total} 页` });

const values = [
  '上海华联物流有限公司',
  '王海涛',
  '11010519491231002X',
  '2025-03-01',
  '仓库管理员（浦东新区张江分拨中心）',
  '6800.00',
  '13641953827',
  'Zhang Wei',
];
const items = [];
for (const [name, place] of Object.entries(template.places)) {
  if (name === 'company' || name === 'employee')
    items.push({ kind: 'signatureBox', ...place, label: name === 'company' ? '企业签章区' : '员工签署区' });
  else items.push({ kind: 'text', ...place, fontSize: 11, text: values[items.length % values.length] });
}

// Warm up: reads and prepares the font once per process, as the server does on its first preview.
const warm = performance.now();
await pdf.fillPdf(template.bytes, items);
const firstMs = performance.now() - warm;

const times = [];
let size = 0;
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const out = await pdf.fillPdf(template.bytes, items);
  times.push(performance.now() - started);
  size = out.length;
}
times.sort((a, b) => a - b);
const pick = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
console.log(
  `template: ${template.pageCount} pages, ${items.length} fields (${items.filter((i) => i.kind === 'text').length} text, 2 signature boxes)`,
);
console.log(`first fill (font loaded): ${firstMs.toFixed(0)} ms; output ${(size / 1024).toFixed(0)} kB`);
console.log(`fill ${RUNS} times: p50 ${pick(0.5).toFixed(1)} ms, p99 ${pick(0.99).toFixed(1)} ms`);
