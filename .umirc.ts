import { defineConfig } from '@umijs/max';
import { join } from 'node:path';
import { standInReplacement } from './config/standIns';
import deferIcu from './config/loaders/deferIcu.cjs';
import defaultSettings, { antdTheme } from './config/defaultSettings';
import routes from './config/routes';

export default defineConfig({
  title: String(defaultSettings.title),
  routes,
  // Shared code by one name wherever a page sits (docs/architecture.md, "The rooms").
  alias: { '@common': join(__dirname, 'common') },
  hash: true,
  npmClient: 'npm',
  // Umi's axios-based request plugin stays off: src/services/request.ts (umi-request) is the one HTTP client.
  request: false,
  antd: { configProvider: {}, theme: antdTheme },
  access: {},
  // A list page's first rows are asked for as its route is entered (src/components/ListTable/firstPage.ts).
  clientLoader: {},
  model: {},
  initialState: {},
  layout: { locale: true, ...defaultSettings },
  // Each language, antd's texts included, loads when shown (src/locales/load.ts), not with the entry.
  locale: { default: 'zh-CN', antd: false, baseNavigator: true, baseSeparator: '-', title: false },
  // Lazy page chunks; shared vendor code split so pages only load what they use.
  codeSplitting: { jsStrategy: 'granularChunks' },
  // A back-office for current browsers (Umi's default target, Chrome 80+): no core-js polyfills
  // (about 100 kB gzipped), nor regenerator-runtime (async functions run natively).
  polyfill: false,
  // Date locales come from dayjs (antd 5's date library; src/locales/load.ts): `moment`, which
  // Umi's locale plugin imports, is dayjs. No plugins in the entry chunk (the `antd` preset's
  // dozen): antd's pickers and ProComponents extend dayjs with theirs where they load, our code
  // uses none (the bell's relative times extend their own).
  moment2dayjs: { preset: 'none', plugins: [] },
  mfsu: false,
  chainWebpack(config, { webpack }) {
    // Lighter stand-ins for library modules the first pages would load without drawing them.
    config.plugin('stand-ins').use(webpack.NormalModuleReplacementPlugin, standInReplacement(__dirname));
    // Intl first touched when something is formatted, not as the entry loads (config/loaders/deferIcu.cjs).
    config.module
      .rule('defer-icu')
      .test(deferIcu.appliesTo)
      .enforce('pre')
      .use('defer-icu')
      .loader(join(__dirname, 'config/loaders/deferIcu.cjs'));
  },
  // Each chunk's esbuild helpers wrapped in its own scope: two lazily loaded chunks (pdf.js and
  // a page) otherwise define the same top-level helper name and the build refuses them.
  esbuildMinifyIIFE: true,
  // pdf.js runs its parser in a worker, served as a static file next to the build.
  copy: ['node_modules/pdfjs-dist/legacy/build/pdf.worker.min.mjs'],
  favicons: ['/favicon.svg'],
  plugins: ['./config/plugins/routePreloadOrder', './config/plugins/sharedChunkNames', './config/plugins/antdStaticStyles'],
  // mock/api.ts is found by Umi's own glob (mock/**/*.[jt]s): naming it again loaded it twice.
  ...(process.env.ANALYZE ? { analyze: { analyzerMode: 'json', openAnalyzer: false } } : {}),
});
