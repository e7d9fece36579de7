import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useT } from '@/hooks/useT';

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

export default AccountFields;
