import { useCountDown } from 'ahooks';
import CodeInput from '@/components/CodeInput';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { SigningView } from '../../../../common/api/signing';
import { LIMITS, TEXTED_CODE_PATTERN } from '../../../../common/validation/limits';
import { useT } from '@/hooks/useT';
import { failureOf, rejectAsEmployee, sendSigningCode, signAsEmployee, type Failure } from '@/services/publicSigning';
import SignatureCanvas, { type CreatePad, type SignatureHandle } from './SignatureCanvas';

/** When the server gives no interval (a failure without Retry-After): one code a minute. */
const DEFAULT_WAIT_SECONDS = 60;
/** The hint above the pad, which the pad names as its description. */
const PAD_HINT_ID = 'signing-pad-hint';

interface Props {
  token: string;
  view: SigningView;
  /** The employee signed or refused. */
  onDone: (outcome: 'signed' | 'rejected') => void;
  /** The link stopped being open meanwhile (409) or was replaced (404): the page reloads it. */
  onEnded: () => void;
  createPad?: CreatePad;
}

/** The code texted to the employee, the drawn signature, and the two actions: sign, refuse with a reason. */
const SignForm: React.FC<Props> = ({ token, view, onDone, onEnded, createPad }) => {
  const t = useT();
  const [form] = Form.useForm<{ code: string }>();
  const [rejectForm] = Form.useForm<{ reason: string }>();
  const pad = useRef<SignatureHandle>(null);
  const [padError, setPadError] = useState<string>();
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string }>();
  const [actionError, setActionError] = useState<string>();
  const [rejectError, setRejectError] = useState<string>();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState<'code' | 'sign' | 'reject'>();
  const [until, setUntil] = useState<number>();
  const [left] = useCountDown({ targetDate: until, onEnd: () => setUntil(undefined) });
  const seconds = Math.ceil(left / 1000);

  /** A failure the form cannot fix stays in its place; an ended or replaced link reloads the page. */
  const isEnded = (f: Failure) => f.status === 409 || f.status === 404;
  const textOf = (f: Failure) => f.message || t('pages.signing.error.network');
  const showCodeError = (message: string) => form.setFields([{ name: 'code', errors: [message] }]);
  /** On a phone the code field is out of sight when the buttons below are pressed: bring it back. */
  const pointAtCode = () => form.scrollToField('code', { focus: true });

  const getCode = async () => {
    setNotice(undefined);
    setBusy('code');
    try {
      const sent = await sendSigningCode(token);
      setUntil(Date.now() + sent.retryAfterSeconds * 1000);
      setNotice({
        type: 'success',
        text: t('pages.signing.code.sent', { mobile: view.mobile, minutes: Math.round(sent.expiresInSeconds / 60) }),
      });
    } catch (error) {
      const f = await failureOf(error);
      if (isEnded(f)) return onEnded();
      if (f.status === 429) setUntil(Date.now() + (f.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS) * 1000);
      setNotice({ type: 'error', text: textOf(f) });
    } finally {
      setBusy(undefined);
    }
  };

  /** The code as typed, or undefined when it is missing or malformed (the field then says so). */
  const validCode = async (): Promise<string | undefined> => {
    try {
      return (await form.validateFields(['code'])).code;
    } catch {
      return undefined;
    }
  };

  const sign = async () => {
    setActionError(undefined);
    const code = await validCode();
    const empty = pad.current?.isEmpty() ?? true;
    // A tap is not a signature: refused here with the server's words, before anything is sent.
    const small = !empty && pad.current!.isTooSmall();
    setPadError(empty ? t('pages.signing.signature.empty') : small ? t('pages.signing.signature.tooSmall') : undefined);
    if (!code) pointAtCode();
    if (!code || empty || small) return;
    setBusy('sign');
    try {
      await signAsEmployee(token, { code, signature: pad.current!.toDataURL() });
      onDone('signed');
    } catch (error) {
      const f = await failureOf(error);
      if (isEnded(f)) return onEnded();
      if (f.field === 'code') showCodeError(textOf(f));
      else if (f.field === 'signature') setPadError(textOf(f));
      else setActionError(textOf(f));
    } finally {
      setBusy(undefined);
    }
  };

  const openReject = async () => {
    setActionError(undefined);
    // Refusing needs the code too: said in words under the field, not only by its red border.
    if (!form.getFieldValue('code')) {
      showCodeError(t('pages.signing.reject.codeRequired'));
      return pointAtCode();
    }
    if (!(await validCode())) return pointAtCode();
    setRejectError(undefined);
    setRejecting(true);
  };

  const reject = async () => {
    const code = await validCode();
    if (!code) return setRejecting(false);
    const { reason } = await rejectForm.validateFields();
    setRejectError(undefined);
    setBusy('reject');
    try {
      await rejectAsEmployee(token, { code, reason });
      onDone('rejected');
    } catch (error) {
      const f = await failureOf(error);
      if (isEnded(f)) return onEnded();
      if (f.field === 'code') {
        setRejecting(false);
        showCodeError(textOf(f));
      } else if (f.field === 'reason') {
        rejectForm.setFields([{ name: 'reason', errors: [textOf(f)] }]);
      } else {
        setRejectError(textOf(f));
      }
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="code"
          label={t('pages.signing.code')}
          extra={!notice && t('pages.signing.code.hint', { mobile: view.mobile })}
          normalize={(value: string) => value.replace(/\D/g, '').slice(0, 6)}
          rules={[
            { required: true, message: t('pages.signing.code.required') },
            { pattern: TEXTED_CODE_PATTERN, message: t('pages.signing.code.invalid') },
          ]}
          style={{ marginBottom: notice ? 4 : 24 }}
        >
          <CodeInput
            placeholder={t('pages.signing.code.placeholder')}
            button={
              <Button size="large" disabled={seconds > 0} loading={busy === 'code'} onClick={getCode} style={{ minWidth: 112 }}>
                {seconds > 0 ? t('pages.signing.code.again', { seconds }) : t('pages.signing.code.get')}
              </Button>
            }
          />
        </Form.Item>
        {notice && (
          <Typography.Paragraph type={notice.type === 'success' ? 'success' : 'danger'} role="status" style={{ marginBottom: 24 }}>
            {notice.text}
          </Typography.Paragraph>
        )}
        <Form.Item label={t('pages.signing.signature')} required={false}>
          {/* What to draw, above the pad it describes: read before drawing, not under the writing hand. */}
          <Typography.Paragraph id={PAD_HINT_ID} type="secondary" style={{ marginBottom: 8 }}>
            {t('pages.signing.signature.hint')}
          </Typography.Paragraph>
          <SignatureCanvas
            ref={pad}
            error={padError}
            describedBy={PAD_HINT_ID}
            onDraw={() => setPadError(undefined)}
            createPad={createPad}
          />
        </Form.Item>
        {actionError && <Alert type="error" showIcon role="alert" message={actionError} style={{ marginBottom: 16 }} />}
        <Flex vertical gap={12}>
          <Button type="primary" size="large" block onClick={sign} loading={busy === 'sign'} disabled={!!busy && busy !== 'sign'}>
            {t('pages.signing.sign')}
          </Button>
          <Button danger size="large" block onClick={openReject} disabled={!!busy}>
            {t('pages.signing.reject')}
          </Button>
        </Flex>
      </Form>
      <Modal
        open={rejecting}
        title={t('pages.signing.reject')}
        okText={t('pages.signing.reject.confirm')}
        cancelText={t('pages.signing.cancel')}
        okButtonProps={{ danger: true, loading: busy === 'reject' }}
        onOk={() => reject().catch(() => undefined)}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('pages.signing.reject.note', { company: view.companyName })}</Typography.Paragraph>
        <Form form={rejectForm} layout="vertical" requiredMark={false} preserve={false}>
          <Form.Item
            name="reason"
            label={t('pages.signing.reject.reason')}
            rules={[{ required: true, whitespace: true, message: t('pages.signing.reject.reason.required') }]}
          >
            <Input.TextArea rows={3} maxLength={LIMITS.reason} showCount placeholder={t('pages.signing.reject.reason.placeholder')} />
          </Form.Item>
        </Form>
        {rejectError && <Alert type="error" showIcon role="alert" message={rejectError} />}
      </Modal>
    </>
  );
};

export default SignForm;
