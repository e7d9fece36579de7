// Lint rules CI checks (`npm run lint`): TypeScript's recommended set, React's hooks rules, and the
// import table of docs/architecture.md (config/eslint/architecture.mjs). Formatting is Prettier's
// (.prettierrc), checked by the same script.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import architecture from './config/eslint/architecture.mjs';

/** What only a browser has: server code that names one is running where it should not. */
const BROWSER_ONLY = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'history'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/.umi*/**', 'data/**', 'coverage/**', 'tests/api/support/openapi-paths.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { architecture },
    rules: {
      'architecture/import-zones': 'error',
      // Kysely's untyped migrations and a few adapters take `any` on purpose.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Chinese text uses the ideographic space (U+3000) on purpose.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }],
    },
  },
  {
    // CommonJS configuration files.
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['server/**/*.{ts,tsx}', 'common/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...BROWSER_ONLY.map((name) => ({ name, message: 'Server and shared code run without a browser.' })),
      ],
    },
  },
  {
    // A header set before a JSON answer goes through prepareHeader (server/routes/support/security.ts),
    // or the answer's fast way out would leave it behind.
    files: ['server/**/*.ts'],
    ignores: ['server/routes/support/security.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='header'][arguments.length>=2]",
          message: 'Use prepareHeader (routes/support/security.ts).',
        },
      ],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'hono/cookie', importNames: ['setCookie', 'deleteCookie'], message: 'Use generateCookie with prepareHeader.' }] },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
