import { setupServer } from 'msw/node';

/** One msw server for the web tests; each test installs the handlers it needs with server.use(). */
export const server = setupServer();
