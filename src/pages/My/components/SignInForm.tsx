import { useCountDown } from 'ahooks';
import CodeInput from '@/components/CodeInput';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import type { MyWorker } from '../../../../common/api/my';
import { TEXTED_CODE_PATTERN } from '../../../../common/validation/limits';
import { useT } from '@/hooks/useT';
import { myLogin, sendMyCode } from '@/services/my';
import { failureOf, type Failure } from '@/services/publicSigning';
import { rules } from '@/utils/formRules';

/** When the server gives no interval (a failure without Retry-After): one code a minute. */
const DEFAULT_WAIT_SECONDS = 60;

interface Values {
  mobile: string;
  code: string;
}

/** The worker's mobile and the code texted to it, with a "get code" button that counts down the server's interval. */
const SignInForm: React.FC<{ onSignedIn: (worker: MyWorker) => void }> = ({ onSignedIn }) => {
  const t = useT();
  const r = rules(t);
  const [form] = Form.useForm<Values>();
  const [notice, setNotice] = useState<{ type: 'success' | 'danger'; text: string }>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'code' | 'login'>();
  const [until, setUntil] = useState<number>();
  const [left] = useCountDown({ targetDate: until, onEnd: () => setUntil(undefined) });
  const seconds = Math.ceil(left / 1000);

  const textOf = (f: Failure) => f.message || t('pages.my.error.network');
  /** A refusal naming one of the form's inputs is shown under it; answers whether it was. */
  const onField = (f: Failure) => {
    if (f.field !== 'mobile' && f.field !== 'code') return false;
    form.setFields([{ name: f.field, errors: [textOf(f)] }]);
    return true;
  };

  const getCode = async () => {
    let mobile: string;
    try {
      ({ mobile } = await form.validateFields(['mobile']));
    } catch {
      return;
    }
    setNotice(undefined);
    setError(undefined);
    setBusy('code');
    try {
      const sent = await sendMyCode(mobile);
      setUntil(Date.now() + sent.retryAfterSeconds * 1000);
      setNotice({ type: 'success', text: t('pages.my.code.sent', { mobile, minutes: Math.round(sent.expiresInSeconds / 60) }) });
    } catch (caught) {
      const f = await failureOf(caught);
      if (f.status === 429) setUntil(Date.now() + (f.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS) * 1000);
      if (!onField(f)) setNotice({ type: 'danger', text: textOf(f) });
    } finally {
      setBusy(undefined);
    }
  };

  const login = async ({ mobile, code }: Values) => {
    setError(undefined);
    setBusy('login');
    try {
      const worker = await myLogin({ mobile, code });
      setBusy(undefined);
      onSignedIn(worker);
    } catch (caught) {
      const f = await failureOf(caught);
      setBusy(undefined);
      if (!onField(f)) setError(textOf(f));
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={login}>
      <Form.Item
        name="mobile"
        label={t('pages.my.mobile')}
        normalize={(value: string) => value.replace(/\D/g, '').slice(0, 11)}
        rules={[{ required: true, message: t('pages.my.mobile.required') }, r.mobile()]}
      >
        <Input size="large" inputMode="numeric" autoComplete="tel" maxLength={11} placeholder={t('pages.my.mobile.placeholder')} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('pages.my.code')}
        normalize={(value: string) => value.replace(/\D/g, '').slice(0, 6)}
        rules={[
          { required: true, message: t('pages.my.code.required') },
          { pattern: TEXTED_CODE_PATTERN, message: t('pages.my.code.invalid') },
        ]}
        style={{ marginBottom: notice ? 4 : 24 }}
      >
        <CodeInput
          placeholder={t('pages.my.code.placeholder')}
          button={
            <Button size="large" disabled={seconds > 0} loading={busy === 'code'} onClick={getCode} style={{ minWidth: 112 }}>
              {seconds > 0 ? t('pages.my.code.again', { seconds }) : t('pages.my.code.get')}
            </Button>
          }
        />
      </Form.Item>
      {notice && (
        <Typography.Paragraph type={notice.type} role="status" style={{ marginBottom: 24 }}>
          {notice.text}
        </Typography.Paragraph>
      )}
      {error && <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 16 }} />}
      <Button type="primary" size="large" block htmlType="submit" loading={busy === 'login'} disabled={busy === 'code'}>
        {t('pages.my.login')}
      </Button>
    </Form>
  );
};

export default SignInForm;
