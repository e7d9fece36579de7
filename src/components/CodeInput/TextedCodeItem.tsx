import { Button, Form, Typography } from 'antd';
import { useT } from '@/hooks/useT';
import { TEXTED_CODE_PATTERN } from '@common/validation/limits';
import CodeInput from '.';

/** What asking for a code answered, shown under the field. */
export interface CodeNotice {
  type: 'success' | 'danger';
  text: string;
}

/** Each page's message ids of the field's words (spelled out: the locale check reads literal ids). */
const TEXT_IDS = {
  my: {
    label: 'pages.my.code',
    required: 'pages.my.code.required',
    invalid: 'pages.my.code.invalid',
    placeholder: 'pages.my.code.placeholder',
    get: 'pages.my.code.get',
    again: 'pages.my.code.again',
  },
  signing: {
    label: 'pages.signing.code',
    required: 'pages.signing.code.required',
    invalid: 'pages.signing.code.invalid',
    placeholder: 'pages.signing.code.placeholder',
    get: 'pages.signing.code.get',
    again: 'pages.signing.code.again',
  },
};

interface Props {
  /** The page whose strings it speaks: the workers' /my, or the employee's signing page. */
  area: keyof typeof TEXT_IDS;
  /** Help under the field. */
  extra?: React.ReactNode;
  notice?: CodeNotice;
  /** Seconds before another code may be asked for (0: now). */
  seconds: number;
  sending: boolean;
  onGetCode: () => void;
}

/**
 * The form's `code`: six digits texted to the worker, with the "get code" button counting down
 * the wait for the next, and what asking answered beneath.
 */
const TextedCodeItem: React.FC<Props> = ({ area, extra, notice, seconds, sending, onGetCode }) => {
  const t = useT();
  const text = TEXT_IDS[area];
  return (
    <>
      <Form.Item
        name="code"
        label={t(text.label)}
        extra={extra}
        normalize={(value: string) => value.replace(/\D/g, '').slice(0, 6)}
        rules={[
          { required: true, message: t(text.required) },
          { pattern: TEXTED_CODE_PATTERN, message: t(text.invalid) },
        ]}
        style={{ marginBottom: notice ? 4 : 24 }}
      >
        <CodeInput
          placeholder={t(text.placeholder)}
          button={
            <Button size="large" disabled={seconds > 0} loading={sending} onClick={onGetCode} style={{ minWidth: 112 }}>
              {seconds > 0 ? t(text.again, { seconds }) : t(text.get)}
            </Button>
          }
        />
      </Form.Item>
      {notice && (
        <Typography.Paragraph type={notice.type} role="status" style={{ marginBottom: 24 }}>
          {notice.text}
        </Typography.Paragraph>
      )}
    </>
  );
};

export default TextedCodeItem;
