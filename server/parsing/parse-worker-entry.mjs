// The parsing worker's entry, plain JavaScript so that any parent can start it (see
// signatures/sign-worker-entry.mjs for why tsx is registered here).
import { tsImport } from 'tsx/esm/api';

await tsImport('./parse-worker.ts', import.meta.url);
