import { useIntl } from '@umijs/max';
import { Button, type FormInstance } from 'antd';
import { useCountDown } from 'ahooks';
import { useState } from 'react';

const COUNT_DOWN_MS = 60_000;

/** Sends a login code to the form's mobile, then counts down 60 s before it can send again (SPEC point 4). */
const CaptchaButton: React.FC<{ form: FormInstance; onSend: (mobile: string) => Promise<unknown> }> = ({ form, onSend }) => {
  const intl = useIntl();
  const [until, setUntil] = useState<number>();
  const [sending, setSending] = useState(false);
  const [left] = useCountDown({ targetDate: until, onEnd: () => setUntil(undefined) });
  const seconds = Math.ceil(left / 1000);

  const send = async () => {
    const { mobile } = await form.validateFields(['mobile']);
    setSending(true);
    try {
      await onSend(mobile);
      setUntil(Date.now() + COUNT_DOWN_MS);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button size="large" disabled={seconds > 0} loading={sending} onClick={() => send().catch(() => undefined)} style={{ minWidth: 112 }}>
      {seconds > 0
        ? `${seconds} ${intl.formatMessage({ id: 'pages.getCaptchaSecondText' })}`
        : intl.formatMessage({ id: 'pages.login.phoneLogin.getVerificationCode' })}
    </Button>
  );
};

export default CaptchaButton;
