import { Button, type FormInstance } from 'antd';
import { useCountDown } from 'ahooks';
import { useState } from 'react';
import { useT } from '@/hooks/useT';

const COUNT_DOWN_MS = 60_000;

/** Sends a login code to the form's mobile, then counts down 60 s before it can send again (docs/product.md, "Languages and limits"). */
const CaptchaButton: React.FC<{ form: FormInstance; onSend: (mobile: string) => Promise<unknown> }> = ({ form, onSend }) => {
  const t = useT();
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
      {seconds > 0 ? `${seconds} ${t('pages.getCaptchaSecondText')}` : t('pages.login.phoneLogin.getVerificationCode')}
    </Button>
  );
};

export default CaptchaButton;
