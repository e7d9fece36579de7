import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import TextedCodeItem, { type CodeNotice } from '@/components/CodeInput/TextedCodeItem';
import { useCodeWait } from '@/components/CodeInput/useCodeWait';
import type { MyWorker } from '@common/api/my';
import { useT } from '@/hooks/useT';
import { myLogin, sendMyCode } from '@/services/my';
import { failureOf, type Failure } from '@/services/signing';
import { rules } from '@/utils/formRules';

interface Values {
  mobile: string;
  code: string;
}

/** The worker's mobile and the code texted to it, with a "get code" button that counts down the server's interval. */
const SignInForm: React.FC<{ onSignedIn: (worker: MyWorker) => void }> = ({ onSignedIn }) => {
  const t = useT();
  const r = rules(t);
  const [form] = Form.useForm<Values>();
  const [notice, setNotice] = useState<CodeNotice>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'code' | 'login'>();
  const wait = useCodeWait();

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
      wait.waitFor(sent.retryAfterSeconds);
      setNotice({ type: 'success', text: t('pages.my.code.sent', { mobile, minutes: Math.round(sent.expiresInSeconds / 60) }) });
    } catch (caught) {
      const f = await failureOf(caught);
      wait.waitAfter(f);
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
      <TextedCodeItem area="my" notice={notice} seconds={wait.seconds} sending={busy === 'code'} onGetCode={getCode} />
      {error && <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 16 }} />}
      <Button type="primary" size="large" block htmlType="submit" loading={busy === 'login'} disabled={busy === 'code'}>
        {t('pages.my.login')}
      </Button>
    </Form>
  );
};

export default SignInForm;
