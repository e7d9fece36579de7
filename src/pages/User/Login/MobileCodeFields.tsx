import { MobileOutlined } from '@ant-design/icons';
import { Flex, Form, Input, message, type FormInstance } from 'antd';
import { getCaptcha } from '@/services/login';
import { useT } from '@/hooks/useT';
import { MOBILE_PATTERN } from '@common/validation/china-ids';
import CaptchaButton from './CaptchaButton';

/** A mobile and the code texted to it (phone login, password reset): the same code and limits. */
const MobileCodeFields: React.FC<{ form: FormInstance; codeIcon: React.ReactNode }> = ({ form, codeIcon }) => {
  const t = useT();
  return (
    <>
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
          <Input prefix={codeIcon} autoComplete="one-time-code" placeholder={t('pages.login.captcha.placeholder')} />
        </Form.Item>
        <CaptchaButton
          form={form}
          onSend={async (mobile) => {
            await getCaptcha(mobile);
            message.success(t('pages.login.captcha.sent'));
          }}
        />
      </Flex>
    </>
  );
};

export default MobileCodeFields;
