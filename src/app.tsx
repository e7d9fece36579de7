/**
 * Runtime configuration: the current-user loader, the layout shell and the router base.
 * See config/routes.ts for navigation and common/access.ts for permissions (access.ts hands them to Umi).
 */
import type { Settings as LayoutSettings } from '@ant-design/pro-components';
import { history, type RunTimeLayoutConfig } from '@umijs/max';
import { lazy, Suspense } from 'react';
import type { CurrentUser } from '../common/api';
import defaultSettings from '../config/defaultSettings';
import { errorConfig, redirectToLogin } from './services/errorHandling';
import { queryCurrentUser } from './services/session';

export interface InitialState {
  settings?: Partial<LayoutSettings>;
  currentUser?: CurrentUser;
}

const isLoginPage = () => history.location.pathname === errorConfig.loginPath;

/**
 * Loads the current user once at start (docs/product.md, "Screens and routes", session behaviour). A failure sends the user to the login
 * page and is rethrown so the initial-state plugin records it as `error`.
 */
export async function getInitialState(): Promise<InitialState> {
  const settings = defaultSettings as Partial<LayoutSettings>;
  if (isLoginPage()) return { settings };
  try {
    return { settings, currentUser: await queryCurrentUser({ skipErrorHandler: true }) };
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
const deferred = (node: React.ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

// Only development builds carry the settings drawer (docs/product.md, "Layout and settings").
const SettingDrawer =
  process.env.NODE_ENV === 'development'
    ? lazy(() => import('@ant-design/pro-components').then((m) => ({ default: m.SettingDrawer })))
    : null;

export const layout: RunTimeLayoutConfig = ({ initialState, setInitialState }) => ({
  actionsRender: () => [deferred(<HeaderActions key="actions" />)],
  avatarProps: {
    src: initialState?.currentUser?.avatar || undefined,
    title: deferred(<AvatarName />),
    render: (_, avatar) => deferred(<AvatarDropdown>{avatar}</AvatarDropdown>),
  },
  footerRender: () => deferred(<Footer />),
  onPageChange: () => {
    if (!initialState?.currentUser && !isLoginPage()) redirectToLogin();
  },
  unAccessible: deferred(<Forbidden />),
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
  ...initialState?.settings,
});

/** The router base comes from a global page variable, defaulting to the root (docs/product.md, "Layout and settings"). */
export const modifyContextOpts = (memo: Record<string, unknown>) => ({
  ...memo,
  basename: window.routerBase || '/',
});
