import { ProForm } from '@ant-design/pro-components';
import { Helmet, useModel } from '@umijs/max';
import { Button, Card, Form, message, Typography } from 'antd';
import { flushSync } from 'react-dom';
import SelectLang from '@/components/SelectLang';
import { useT } from '@/hooks/useT';
import { redirectToLogin } from '@/services/errorHandling';
import { queryCurrentUser } from '@/services/currentUser';
import { logout } from '@/services/login';
import { changePassword } from '@/services/myAccount';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import PasswordFields, { type PasswordChangeValues } from './Settings/components/PasswordFields';

/**
 * Drawn instead of every page, without the shell, while the account's password is one an
 * administrator set (`mustChangePassword`; src/app.tsx, layout): change it, then the page asked
 * for opens; or log out. The API refuses everything else meanwhile, so nothing is skipped by
 * going elsewhere.
 */
const PasswordChangeRequired: React.FC = () => {
  const t = useT();
  const { setInitialState } = useModel('@@initialState');
  const [form] = Form.useForm<PasswordChangeValues>();

  const signOut = async () => {
    // The session is ended on the server; even if that call fails the user leaves.
    await logout().catch(() => undefined);
    flushSync(() => setInitialState((s) => ({ ...s, currentUser: undefined })));
    redirectToLogin();
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', background: '#f0f2f5' }}>
      <Helmet>
        <title>{`${t('pages.account.passwordChangeRequired.title')} - ${t('app.title')}`}</title>
      </Helmet>
      <div style={{ alignSelf: 'flex-end', padding: 16 }}>
        <SelectLang />
      </div>
      <main style={{ flex: 1, padding: '32px 16px', width: 440, maxWidth: '100%', margin: '0 auto' }}>
        <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('pages.account.passwordChangeRequired.title')}</h1>}>
          <Typography.Paragraph>{t('pages.account.passwordChangeRequired.intro')}</Typography.Paragraph>
          <ProForm<PasswordChangeValues>
            form={form}
            submitter={{
              searchConfig: { submitText: t('pages.account.passwordChangeRequired.submit') },
              resetButtonProps: { style: { display: 'none' } },
            }}
            onFinish={async ({ oldPassword, newPassword }) => {
              if (!(await submitForm(form, () => changePassword({ oldPassword, newPassword }, FORM_CALL)))) return false;
              message.success(t('pages.account.settings.security.password.changed'));
              const currentUser = await queryCurrentUser();
              setInitialState((s) => ({ ...s, currentUser }));
              return true;
            }}
          >
            <PasswordFields />
          </ProForm>
          <Button type="link" style={{ padding: 0, marginTop: 16 }} onClick={signOut}>
            {t('menu.account.logout')}
          </Button>
        </Card>
      </main>
    </div>
  );
};

export default PasswordChangeRequired;
