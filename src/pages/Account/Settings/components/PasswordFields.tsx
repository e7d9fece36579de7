import { ProFormText } from '@ant-design/pro-components';
import { useT } from '@/hooks/useT';
import { PASSWORD_PATTERN } from '@common/validation/limits';

export interface PasswordChangeValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** The old password, the new one under the policy every password follows, and the new one again. */
const PasswordFields: React.FC = () => {
  const t = useT();
  return (
    <>
      <ProFormText.Password
        name="oldPassword"
        label={t('pages.account.settings.security.password.old')}
        fieldProps={{ autoComplete: 'current-password' }}
        rules={[{ required: true }]}
      />
      <ProFormText.Password
        name="newPassword"
        label={t('pages.account.settings.security.password.new')}
        extra={t('pages.account.settings.security.password.rule')}
        fieldProps={{ autoComplete: 'new-password' }}
        rules={[{ required: true }, { pattern: PASSWORD_PATTERN, message: t('pages.account.settings.security.password.rule') }]}
      />
      <ProFormText.Password
        name="confirm"
        label={t('pages.account.settings.security.password.confirm')}
        dependencies={['newPassword']}
        fieldProps={{ autoComplete: 'new-password' }}
        rules={[
          { required: true },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('pages.account.settings.security.password.mismatch'))),
          }),
        ]}
      />
    </>
  );
};

export default PasswordFields;
