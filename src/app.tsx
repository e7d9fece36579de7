/**
 * Runtime configuration: the current-user loader, the layout shell and the router base.
 * See config/routes.ts for navigation and common/access.ts for permissions (access.ts hands them to Umi).
 */
import type { Settings as LayoutSettings } from '@ant-design/pro-components';
import { history, useIntl, type RunTimeLayoutConfig } from '@umijs/max';
import { ConfigProvider } from 'antd';
import { lazy, Suspense } from 'react';
import type { CurrentUser } from '@common/api/accounts';
import defaultSettings from '../config/defaultSettings';
import { errorConfig, redirectToLogin } from './services/errorHandling';
import { queryCurrentUser } from './services/currentUser';
import PageErrorBoundary from './components/PageErrorBoundary';
import { antdLocaleOf, declareLocales, loadLocale, shownLocale } from './locales/load';
import { translate } from './utils/translate';
import { preloadLazy, startFirstScreen } from './utils/firstScreen';

export interface InitialState {
  settings?: Partial<LayoutSettings>;
  currentUser?: CurrentUser;
}

const isLoginPage = () => history.location.pathname === errorConfig.loginPath;

/**
 * Pages anyone may open without a session (outside the shell, see config/routes.ts): no current
 * user is loaded and nothing redirects to login. An entry ending in `/` covers the paths under it;
 * any other entry, itself and the paths under it.
 */
const PUBLIC_PATHS = ['/signing/', '/verify', '/my'];

const isPublicPath = (pathname: string) =>
  PUBLIC_PATHS.some((p) => (p.endsWith('/') ? pathname.startsWith(p) : pathname === p || pathname.startsWith(`${p}/`)));

/** The login page and the public pages: no session needed. */
const needsNoSession = () => isLoginPage() || isPublicPath(history.location.pathname);

/**
 * Loads the current user once at start (docs/product.md, "Screens and routes", session behaviour). A failure sends the user to the login
 * page and is rethrown so the initial-state plugin records it as `error`.
 */
export async function getInitialState(): Promise<InitialState> {
  const settings = defaultSettings as Partial<LayoutSettings>;
  if (needsNoSession()) return { settings };
  const early = earlyCurrentUser;
  earlyCurrentUser = undefined;
  try {
    return { settings, currentUser: await (early ?? queryCurrentUser({ skipErrorHandler: true })) };
  } catch (error) {
    redirectToLogin();
    throw error;
  }
}

// The shell's parts load with the layout, not in the entry chunk the login page also loads.
const Footer = lazy(() => import('./components/Footer'));
const HeaderActions = lazy(() => import('./components/RightContent/HeaderActions'));
const AvatarDropdown = lazy(() => import('./components/RightContent/AvatarDropdown'));
const AvatarName = lazy(() => import('./components/RightContent/AvatarName'));
const Forbidden = lazy(() => import('./pages/403'));
const PasswordChangeRequired = lazy(() => import('./pages/Account/PasswordChangeRequired'));
const NotFound = lazy(() => import('./pages/404'));
const deferred = (node: React.ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

// Only development builds carry the settings drawer (docs/product.md, "Layout and settings").
const SettingDrawer =
  process.env.NODE_ENV === 'development'
    ? lazy(() => import('@ant-design/pro-components').then((m) => ({ default: m.SettingDrawer })))
    : null;

export const layout: RunTimeLayoutConfig = (runtime) => {
  // A password an administrator set: its owner changes it before anything else, on whatever page
  // was asked for (none of them is drawn; the API would refuse their calls anyway).
  if (runtime.initialState?.currentUser?.mustChangePassword) {
    const screen = deferred(<PasswordChangeRequired />);
    return { pure: true, childrenRender: () => screen, unAccessible: screen, noFound: screen };
  }
  return shell(runtime);
};

/** The shell around every page (docs/product.md, "Layout and settings"). */
const shell: RunTimeLayoutConfig = ({ initialState, setInitialState }) => ({
  actionsRender: () => [deferred(<HeaderActions key="actions" />)],
  avatarProps: {
    src: initialState?.currentUser?.avatar || undefined,
    // Without a picture, the name's first character (a phone shows the avatar alone).
    children: initialState?.currentUser?.name?.slice(0, 1),
    style: { backgroundColor: '#1677ff' },
    title: deferred(<AvatarName />),
    render: (_, avatar) => deferred(<AvatarDropdown>{avatar}</AvatarDropdown>),
  },
  footerRender: () => deferred(<Footer />),
  onPageChange: () => {
    if (!initialState?.currentUser && !needsNoSession()) redirectToLogin();
  },
  unAccessible: deferred(<Forbidden />),
  noFound: deferred(<NotFound />),
  // Around each page: a chunk that failed offline loads again once online, with no dead end.
  ErrorBoundary: PageErrorBoundary,
  childrenRender: (children) => (
    <>
      {children}
      {SettingDrawer && (
        <Suspense fallback={null}>
          <SettingDrawer
            disableUrlParams
            enableDarkTheme
            settings={initialState?.settings}
            onSettingChange={(settings) => setInitialState((s) => ({ ...s, settings }))}
          />
        </Suspense>
      )}
    </>
  ),
  // The defaults first: a login after a deep link starts from an initial state whose loading
  // failed (no settings in it), and the layout must look the same however the user arrived.
  ...(defaultSettings as Partial<LayoutSettings>),
  ...initialState?.settings,
  // The brand, and with it every page's title ("Employees - E-Signature Cloud"), in the user's language.
  title: translate('app.title'),
});

/** The current user, asked for while the language loads; the first getInitialState takes it. */
let earlyCurrentUser: Promise<CurrentUser> | undefined;

/**
 * The first render waits for the current language's messages (src/locales/load.ts), the only ones
 * loaded; the current user is fetched meanwhile, not after.
 */
export function render(oldRender: () => void) {
  declareLocales();
  if (!needsNoSession()) {
    earlyCurrentUser = queryCurrentUser({ skipErrorHandler: true });
    earlyCurrentUser.catch(() => undefined); // getInitialState handles the failure
    // The shell's lazy parts are drawn at once: ready by then, they do not suspend the first render.
    [Footer, HeaderActions, AvatarDropdown, AvatarName].forEach(preloadLazy);
  }
  loadLocale(shownLocale()).finally(oldRender);
}

/** antd's texts in the current language, loaded with it. */
const AntdLocale: React.FC<{ children: React.ReactNode }> = ({ children }) => (
  <ConfigProvider locale={antdLocaleOf(useIntl().locale)}>{children}</ConfigProvider>
);

export const innerProvider = (container: React.ReactNode) => <AntdLocale>{container}</AntdLocale>;

const routerBase = () => window.routerBase || '/';

/** The router base comes from a global page variable, defaulting to the root (docs/product.md, "Layout and settings"). */
export const modifyContextOpts = (memo: Record<string, unknown>) => ({
  ...memo,
  basename: routerBase(),
});

/** The first screen's route code and data are asked for now, not after the first render (utils/firstScreen.ts). */
export function patchRoutes({
  routes,
  routeComponents,
}: {
  routes: Parameters<typeof startFirstScreen>[1];
  routeComponents: Record<string, unknown>;
}) {
  const base = routerBase().replace(/\/$/, '');
  const { pathname } = window.location;
  startFirstScreen(pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname, routes, routeComponents);
}
