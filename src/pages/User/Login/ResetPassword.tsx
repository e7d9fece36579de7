import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, message, Typography } from 'antd';
import { useState } from 'react';
import { getCaptcha, resetForgottenPassword } from '@/services/session';
import { useT } from '@/hooks/useT';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import { MOBILE_PATTERN } from '../../../../common/validation/china-ids';
import { PASSWORD_PATTERN } from '../../../../common/validation/limits';
import CaptchaButton from './CaptchaButton';

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
      <Form.Item
        name="mobile"
        rules={[
          { required: true, message: t('pages.login.phoneNumber.required') },
          { pattern: MOBILE_PATTERN, message: t('pages.login.phoneNumber.invalid') },
        ]}
      >
        <Input prefix={<MobileOutlined />} autoComplete="tel" placeholder={t('pages.login.phoneNumber.placeholder')} />
      </Form.Item>
      <Flex gap={8}>
        <Form.Item name="captcha" style={{ flex: 1 }} rules={[{ required: true, message: t('pages.login.captcha.required') }]}>
          <Input prefix={<SafetyOutlined />} autoComplete="one-time-code" placeholder={t('pages.login.captcha.placeholder')} />
        </Form.Item>
        <CaptchaButton
          form={form}
          onSend={async (mobile) => {
            await getCaptcha(mobile);
            message.success(t('pages.login.captcha.sent'));
          }}
        />
      </Flex>
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
