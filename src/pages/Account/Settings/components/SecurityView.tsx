import { ModalForm } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Form, List, message, Skeleton, Typography } from 'antd';
import { useRequest } from 'ahooks';
import { useT } from '@/hooks/useT';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import { changePassword, getSecurity } from '@/services/myAccount';
import PasswordFields, { type PasswordChangeValues } from './PasswordFields';

const STRENGTH_COLOUR = { strong: '#52c41a', medium: '#faad14', weak: '#ff4d4f' } as const;

/** Security settings: password (with strength), security phone, backup email. */
const SecurityView: React.FC = () => {
  const t = useT();
  const { data, loading, refresh } = useRequest(getSecurity);
  const [form] = Form.useForm<PasswordChangeValues>();
  if (loading || !data) return <Skeleton active />;

  const strength = (
    <span style={{ color: STRENGTH_COLOUR[data.passwordStrength] }}>{t(`pages.account.settings.security.${data.passwordStrength}`)}</span>
  );
  const toBase = (
    <a key="edit" onClick={() => history.push('/account/settings')}>
      {t('pages.account.settings.security.modify')}
    </a>
  );
  const passwordForm = (
    <ModalForm<PasswordChangeValues>
      form={form}
      key="password"
      title={t('pages.account.settings.security.password')}
      width={420}
      modalProps={{ destroyOnClose: true }}
      trigger={<a>{t('pages.account.settings.security.modify')}</a>}
      onFinish={async ({ oldPassword, newPassword }) => {
        if (!(await submitForm(form, () => changePassword({ oldPassword, newPassword }, FORM_CALL)))) return false;
        message.success(t('pages.account.settings.security.password.changed'));
        refresh();
        return true;
      }}
    >
      <PasswordFields />
    </ModalForm>
  );
  const notSet = t('pages.account.settings.security.not-set');
  const items = [
    {
      title: t('pages.account.settings.security.password'),
      description: (
        <>
          {t('pages.account.settings.security.password-description')}: {strength}
        </>
      ),
      actions: [passwordForm],
    },
    {
      title: t('pages.account.settings.security.phone'),
      description: data.mobile ? t('pages.account.settings.security.phone-description', { mobile: data.mobile }) : notSet,
      actions: [toBase],
    },
    {
      title: t('pages.account.settings.security.email'),
      description: data.backupEmail ? t('pages.account.settings.security.email-description', { email: data.backupEmail }) : notSet,
      actions: [toBase],
    },
  ];
  return (
    <List
      itemLayout="horizontal"
      dataSource={items}
      renderItem={(item) => (
        <List.Item actions={item.actions}>
          <List.Item.Meta title={item.title} description={<Typography.Text type="secondary">{item.description}</Typography.Text>} />
        </List.Item>
      )}
    />
  );
};

export default SecurityView;
