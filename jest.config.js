// Two projects: `web` (pages and the request layer in jsdom, with Umi's aliases and msw) and
// `api` (the server over HTTP against a real SQLite database, in node).
const { configUmiAlias, createConfig } = require('@umijs/max/test');

/** `--selectProjects api` alone (npm run test:pg): the web project, and Umi's generated files, are not needed. */
function apiOnly() {
  const at = process.argv.indexOf('--selectProjects');
  return at >= 0 && process.argv.slice(at + 1).every((arg) => arg.startsWith('-') || arg === 'api' || arg.includes('/'));
}

// Every JSON answer the API tests reach is parsed with its route's declared schema
// (server/routes/support/mount.ts): a declaration that no longer tells the truth fails them.
process.env.API_CHECK_ANSWERS ??= '1';

module.exports = async () => {
  // Lazy imports become require() so jest (CommonJS) can load lazily split components.
  const esbuild = { jsTransformer: 'esbuild', jsTransformerOpts: { jsx: 'automatic', supported: { 'dynamic-import': false } } };
  const api = {
    ...createConfig({ target: 'node', ...esbuild }),
    displayName: 'api',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
  };
  // Umi writes src/.umi-test when the web project is configured; the API suite alone (npm run
  // test:pg, or beside a web run) neither needs it nor may write it under a web run's feet.
  if (apiOnly()) return { projects: [api], testTimeout: 60000 };
  const web = await configUmiAlias({
    ...createConfig({ target: 'browser', ...esbuild }),
    displayName: 'web',
    testEnvironment: 'jest-fixed-jsdom',
    testMatch: ['<rootDir>/tests/web/**/*.test.ts?(x)'],
    setupFilesAfterEnv: ['<rootDir>/tests/web/setup.ts'],
  });
  web.moduleNameMapper = { '^\\./loaders\\.js$': '<rootDir>/tests/web/noClientLoaders.ts', ...web.moduleNameMapper };
  // A web test of many steps renders the whole app in jsdom: alone it takes up to a minute or two,
  // and several times that when other suites share CI's 2 cores (a new-signing test passed 90 s
  // so). The limit only has to catch a hang. (jest reads it for the whole run, not per project.)
  return { projects: [web, api], testTimeout: 300000 };
};
