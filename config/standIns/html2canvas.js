/**
 * Stands in for html2canvas where @antv/g imports it (index.ts): G calls it only to export a
 * chart as an image with its HTML labels, which no page does, yet /stats carried it (46 kB
 * gzipped). The same function, loaded on its first call.
 */
export default function html2canvas(...args) {
  return import('html2canvas').then(({ default: draw }) => draw(...args));
}
