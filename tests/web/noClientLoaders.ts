/**
 * Stands in for Umi's built module of the pages' clientLoaders (core/loaders.js), which only a
 * build makes: in jsdom every list asks for its own rows. The loaders' fast path is tested in
 * Chromium (tests/e2e/lists.test.mjs).
 */
export default {};
