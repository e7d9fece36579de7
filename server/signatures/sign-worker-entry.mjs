// Worker threads do not inherit the TypeScript loader of the thread that starts them in every
// Node version: register tsx here, then load the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./sign-worker.ts');
