// The worker thread's entry, plain JavaScript so that any parent can start it (the server under
// `node --import tsx`, a script, jest). Node 20 does not carry the parent's `--import tsx` hooks
// into worker threads, so tsx is registered here before the TypeScript worker loads.
import { tsImport } from 'tsx/esm/api';

await tsImport('./sign-worker.ts', import.meta.url);
