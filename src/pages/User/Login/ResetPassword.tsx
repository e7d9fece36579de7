import { LockOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, message, Typography } from 'antd';
import { useState } from 'react';
import { resetForgottenPassword } from '@/services/login';
import { useT } from '@/hooks/useT';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import { PASSWORD_PATTERN } from '@common/validation/limits';
import MobileCodeFields from './MobileCodeFields';

interface Values {
  mobile: string;
  captcha: string;
  newPassword: string;
  confirm: string;
}

/**
 * A forgotten password: the account's mobile, the login code texted to it, and a new password
 * (docs/product.md, "Screens and routes"). The answers are the same whether or not the number
 * has an account; a wrong code is told at the code. Done: back to the account login, with the username.
 */
const ResetPassword: React.FC<{ onDone: (username: string) => void; onBack: () => void }> = ({ onDone, onBack }) => {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ mobile, captcha, newPassword }: Values) => {
    setSubmitting(true);
    try {
      await submitForm(form, async () => {
        const { username } = await resetForgottenPassword({ mobile, captcha, newPassword }, FORM_CALL);
        message.success(t('pages.login.reset.done', { username }));
        onDone(username);
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={onFinish} aria-label={t('pages.login.reset.title')}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('pages.login.reset.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('pages.login.reset.intro')}</Typography.Paragraph>
      <MobileCodeFields form={form} codeIcon={<SafetyOutlined />} />
      <Form.Item
        name="newPassword"
        extra={t('pages.account.settings.security.password.rule')}
        rules={[
          { required: true, message: t('pages.login.password.required') },
          { pattern: PASSWORD_PATTERN, message: t('pages.account.settings.security.password.rule') },
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          placeholder={t('pages.account.settings.security.password.new')}
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('pages.login.password.required') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('pages.account.settings.security.password.mismatch'))),
          }),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          placeholder={t('pages.account.settings.security.password.confirm')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('pages.login.reset.submit')}
      </Button>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Button type="link" onClick={onBack}>
          {t('pages.login.reset.back')}
        </Button>
      </div>
    </Form>
  );
};

export default ResetPassword;
