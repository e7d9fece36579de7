import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import '@umijs/max/test-setup';
import { message, notification } from 'antd';
import { declareLocales, loadLocale, LOCALES } from '@/locales/load';
import { server } from './msw';
import { keepOnlyVisibilityStyles } from './visibilityStyles';

// jsdom lacks matchMedia; antd's responsive observers need it.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

keepOnlyVisibilityStyles();

// A whole app's first render in jsdom takes seconds on a 2-core machine: wait up to 10 s.
configure({ asyncUtilTimeout: 10000 });

// The app loads a language when it is shown (src/app.tsx's render, which tests skip): here all of
// them, with the areas the test file's screens registered, so a test may switch at once.
beforeAll(async () => {
  declareLocales();
  await Promise.all(LOCALES.map(loadLocale));
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  // Pop-ups live in document.body beyond their test: a test must see only its own.
  message.destroy();
  notification.destroy();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
