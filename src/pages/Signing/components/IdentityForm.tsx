import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import type { SigningIdentityBody, SigningView } from '@common/api/signing';
import { LIMITS } from '@common/validation/limits';
import { useT } from '@/hooks/useT';
import { failureOf, verifySigningIdentity, type Failure } from '@/services/signing';
import { rules } from '@/utils/formRules';

interface Props {
  token: string;
  view: SigningView;
  /** The check passed: the code step follows. */
  onVerified: () => void;
  /** The link was replaced meanwhile (404): the page reloads it. */
  onEnded: () => void;
}

/**
 * The identity check the company asks for before the code (`view.identity === 'required'`): the
 * worker's name and ID number, checked by the server against the employee record and the
 * carrier's. A mismatch (409) ends the form with the server's sentence: nothing to try again here.
 */
const IdentityForm: React.FC<Props> = ({ token, view, onVerified, onEnded }) => {
  const t = useT();
  const r = rules(t);
  const [form] = Form.useForm<SigningIdentityBody>();
  const [mismatch, setMismatch] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const textOf = (f: Failure) => f.message || t('pages.signing.error.network');

  const submit = async ({ name, idNumber }: SigningIdentityBody) => {
    setError(undefined);
    setBusy(true);
    try {
      await verifySigningIdentity(token, { name: name.trim(), idNumber });
      setBusy(false);
      onVerified();
    } catch (caught) {
      const f = await failureOf(caught);
      setBusy(false);
      if (f.status === 404) onEnded();
      else if (f.status === 409) setMismatch(textOf(f));
      else if (f.field === 'name' || f.field === 'idNumber') form.setFields([{ name: f.field, errors: [textOf(f)] }]);
      else setError(textOf(f));
    }
  };

  if (mismatch)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={t('pages.signing.identity.mismatch')}
        description={
          <>
            <Typography.Paragraph style={{ margin: 0 }}>{mismatch}</Typography.Paragraph>
            <Typography.Paragraph style={{ margin: 0 }}>
              {t('pages.signing.identity.mismatch.help', { company: view.companyName })}
            </Typography.Paragraph>
          </>
        }
      />
    );

  return (
    <section aria-label={t('pages.signing.identity')}>
      <Typography.Paragraph>{t('pages.signing.identity.intro', { company: view.companyName })}</Typography.Paragraph>
      <Form<SigningIdentityBody> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="name"
          label={t('pages.signing.identity.name')}
          rules={[{ required: true, whitespace: true, message: t('pages.signing.identity.name.required') }, r.max(LIMITS.personName)]}
        >
          <Input
            size="large"
            autoComplete="name"
            maxLength={LIMITS.personName}
            placeholder={t('pages.signing.identity.name.placeholder')}
          />
        </Form.Item>
        <Form.Item
          name="idNumber"
          label={t('pages.signing.identity.idNumber')}
          // Spaces dropped and the check character in capitals, as typed.
          normalize={(value: string) => value.replace(/\s/g, '').toUpperCase().slice(0, 18)}
          rules={[{ required: true, message: t('pages.signing.identity.idNumber.required') }, r.idNumber()]}
        >
          <Input size="large" autoComplete="off" maxLength={18} placeholder={t('pages.signing.identity.idNumber.placeholder')} />
        </Form.Item>
        {error && <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" size="large" block htmlType="submit" loading={busy}>
          {t('pages.signing.identity.submit')}
        </Button>
      </Form>
    </section>
  );
};

export default IdentityForm;
