import { Form } from 'antd';
import { useRef, useState } from 'react';
import type { CodeNotice } from '@/components/CodeInput/TextedCodeItem';
import { useCodeWait } from '@/components/CodeInput/useCodeWait';
import { useT } from '@/hooks/useT';
import { failureOf, rejectAsEmployee, sendSigningCode, signAsEmployee, type Failure } from '@/services/signing';
import type { SigningView } from '@common/api/signing';
import type { SignatureHandle } from './SignatureCanvas';

interface Options {
  token: string;
  view: SigningView;
  /** The employee signed or refused. */
  onDone: (outcome: 'signed' | 'rejected') => void;
  /** The link stopped being open meanwhile (409) or was replaced (404): the page reloads it. */
  onEnded: () => void;
}

/** A failure the form cannot fix stays in its place; an ended or replaced link reloads the page. */
const isEnded = (f: Failure) => f.status === 409 || f.status === 404;

/**
 * What the signing form does: asks for the texted code, signs with the drawn signature, refuses
 * with a reason; each failure is shown where it can be fixed (the code, the pad, the reason).
 */
export function useSignForm({ token, view, onDone, onEnded }: Options) {
  const t = useT();
  const [form] = Form.useForm<{ code: string }>();
  const [rejectForm] = Form.useForm<{ reason: string }>();
  const pad = useRef<SignatureHandle>(null);
  const [padError, setPadError] = useState<string>();
  const [actionError, setActionError] = useState<string>();
  const [rejectError, setRejectError] = useState<string>();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState<'sign' | 'reject'>();
  const textOf = (f: Failure) => f.message || t('pages.signing.error.network');
  const texted = useSigningCode({ token, mobile: view.mobile, onEnded, textOf });
  const showCodeError = (message: string) => form.setFields([{ name: 'code', errors: [message] }]);
  /** On a phone the code field is out of sight when the buttons below are pressed: bring it back. */
  const pointAtCode = () => form.scrollToField('code', { focus: true });

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

  return {
    form,
    rejectForm,
    pad,
    padError,
    clearPadError: () => setPadError(undefined),
    notice: texted.notice,
    actionError,
    rejectError,
    rejecting,
    closeReject: () => setRejecting(false),
    busy: texted.sending ? ('code' as const) : busy,
    seconds: texted.seconds,
    getCode: texted.getCode,
    sign,
    openReject,
    reject,
  };
}

/** The texted code: asked for (not again before the server's interval), and what asking answered. */
function useSigningCode({
  token,
  mobile,
  onEnded,
  textOf,
}: {
  token: string;
  mobile: string;
  onEnded: () => void;
  textOf: (f: Failure) => string;
}) {
  const t = useT();
  const [notice, setNotice] = useState<CodeNotice>();
  const [sending, setSending] = useState(false);
  const wait = useCodeWait();

  const getCode = async () => {
    setNotice(undefined);
    setSending(true);
    try {
      const sent = await sendSigningCode(token);
      wait.waitFor(sent.retryAfterSeconds);
      setNotice({
        type: 'success',
        text: t('pages.signing.code.sent', { mobile, minutes: Math.round(sent.expiresInSeconds / 60) }),
      });
    } catch (error) {
      const f = await failureOf(error);
      if (isEnded(f)) return onEnded();
      wait.waitAfter(f);
      setNotice({ type: 'danger', text: textOf(f) });
    } finally {
      setSending(false);
    }
  };

  return { notice, sending, seconds: wait.seconds, getCode };
}
