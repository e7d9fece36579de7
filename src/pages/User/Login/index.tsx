import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Helmet, history, useModel } from '@umijs/max';
import { Alert, Button, Checkbox, Flex, Form, Input, message, Skeleton, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import { BizError } from '@/services/errorHandling';
import { useRequest } from 'ahooks';
import { queryCurrentUser } from '@/services/currentUser';
import { getDemoAccounts, login } from '@/services/login';
import { useT, type Translate } from '@/hooks/useT';
import type { LoginBody } from '@common/api/accounts';
import SelectLang from '@/components/SelectLang';
import MobileCodeFields from './MobileCodeFields';
import DemoAccounts from './DemoAccounts';
import LoginTabs from './LoginTabs';
import OtherLogins from './OtherLogins';
import { safeRedirect } from './safeRedirect';
import SessionEndedAlert from './SessionEndedAlert';

// Loaded when asked for: most visits only log in.
const ResetPassword = lazy(() => import('./ResetPassword'));

type LoginType = LoginBody['type'];

/**
 * What a failed login says: wrong credentials answer with the template's hint (naming the sample
 * accounts while they exist); anything else (rate limit, disabled) with the server's words.
 */
function failureText(t: Translate, error: unknown, { type, demoAccounts }: { type: LoginType; demoAccounts: boolean }) {
  if (!(error instanceof BizError) || error.info.errorCode === 401) {
    return t(
      type === 'mobile'
        ? 'pages.login.phoneLogin.errorMessage'
        : demoAccounts
          ? 'pages.login.accountLogin.errorMessage'
          : 'pages.login.accountLogin.errorMessage.plain',
    );
  }
  return error.info.errorMessage || t('request.error.retry');
}

// The page's parts live in its own module: a module of their own each would cost bytes on the first
// page anyone opens.

/** The product's logo, name and subtitle above the login form. */
const LoginHeading: React.FC = () => {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <div style={{ textAlign: 'center', marginBottom: 32 }}>
      <h1 style={{ margin: 0, fontSize: token.fontSizeHeading2, lineHeight: '44px', fontWeight: 600, color: token.colorTextHeading }}>
        <img alt="logo" src="/logo.svg" style={{ height: 44, marginRight: 12, verticalAlign: 'top' }} />
        {t('app.title')}
      </h1>
      <div style={{ color: token.colorTextSecondary }}>{t('pages.login.subTitle')}</div>
    </div>
  );
};

/** Logging in by account: the username and the password. */
const AccountFields: React.FC = () => {
  const t = useT();
  return (
    <>
      <Form.Item name="username" rules={[{ required: true, message: t('pages.login.username.required') }]}>
        <Input prefix={<UserOutlined />} autoComplete="username" placeholder={t('pages.login.username.placeholder')} />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('pages.login.password.required') }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder={t('pages.login.password.placeholder')} />
      </Form.Item>
    </>
  );
};

/** Login (docs/product.md, "Screens and routes"; its failures: docs/product.md, "Request layer and errors"): account or phone, outside the layout shell. */
const Login: React.FC = () => {
  const t = useT();
  const { setInitialState } = useModel('@@initialState');
  const [type, setType] = useState<LoginType>('account');
  const [failure, setFailure] = useState<{ type: LoginType; text: string }>();
  // The sample accounts are listed, and named in the failure hint, only while they exist with their
  // published password. A failure that comes back first waits for the answer (it never fails):
  // read from the state, the hint would depend on which request came back first.
  const [demoRequest] = useState(getDemoAccounts);
  const { data: demo } = useRequest(() => demoRequest);
  const [resetting, setResetting] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [form] = Form.useForm();

  const onFinish = async (values: Record<string, string | boolean>) => {
    setFailure(undefined);
    setSubmitting(true);
    try {
      await login({ ...values, type } as LoginBody);
      const currentUser = await queryCurrentUser({ skipErrorHandler: true });
      flushSync(() => setInitialState((s) => ({ ...s, currentUser })));
      message.success(t('pages.login.success'));
      history.push(safeRedirect(new URLSearchParams(history.location.search).get('redirect')));
    } catch (error) {
      const text = failureText(t, error, { type, demoAccounts: (await demoRequest).demoAccounts });
      setFailure({ type, text });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', background: '#f0f2f5' }}>
      <Helmet>
        <title>{`${t('menu.login')} - ${t('app.title')}`}</title>
      </Helmet>
      <div style={{ alignSelf: 'flex-end', padding: 16 }}>
        <SelectLang />
      </div>
      <div style={{ flex: 1, padding: '32px 16px', width: 360, maxWidth: '100%', margin: '0 auto' }}>
        <LoginHeading />
        <SessionEndedAlert />
        {resetting && (
          <Suspense fallback={<Skeleton active />}>
            <ResetPassword
              onBack={() => setResetting(false)}
              onDone={(username) => {
                setResetting(false);
                setType('account');
                setFailure(undefined);
                form.setFieldsValue({ username, password: '' });
              }}
            />
          </Suspense>
        )}
        {/* Hidden, not unmounted, while a password is reset: what was typed stays, and the username can be filled in. */}
        <Form
          form={form}
          size="large"
          initialValues={{ autoLogin: true }}
          onFinish={onFinish}
          style={resetting ? { display: 'none' } : undefined}
        >
          <LoginTabs
            active={type}
            onChange={(key) => {
              setType(key);
              setFailure(undefined);
            }}
            items={[
              { key: 'account', label: t('pages.login.accountLogin.tab') },
              { key: 'mobile', label: t('pages.login.phoneLogin.tab') },
            ]}
          />
          {failure && failure.type === type && (
            <Alert role="alert" style={{ marginBottom: 24 }} message={failure.text} type="error" showIcon />
          )}
          {type === 'account' ? <AccountFields /> : <MobileCodeFields form={form} codeIcon={<LockOutlined />} />}
          <Flex justify="space-between" style={{ marginBottom: 24 }}>
            <Form.Item name="autoLogin" valuePropName="checked" noStyle>
              <Checkbox>{t('pages.login.rememberMe')}</Checkbox>
            </Form.Item>
            <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => setResetting(true)}>
              {t('pages.login.forgotPassword')}
            </Button>
          </Flex>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('pages.login.submit')}
          </Button>
          {type === 'account' && (
            <DemoAccounts
              accounts={demo?.accounts ?? []}
              onPick={({ username, password }) => {
                form.setFieldsValue({ username, password });
                setFailure(undefined);
              }}
            />
          )}
          <div style={{ marginTop: 24 }}>
            <OtherLogins />
          </div>
        </Form>
      </div>
    </div>
  );
};

export default Login;
