import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import { rules } from '@/utils/formRules';

interface Props {
  title: string;
  hint: string;
  label: string;
  placeholder: string;
  okText: string;
  /** The longest reason the server takes. */
  max: number;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks for the reason of a refusal-like act (revoking a task, refusing a seal's use): required,
 * trimmed, at most `max` characters. On failure the request layer has said why; the dialog stays
 * with the reason kept, to try again or cancel.
 */
const ReasonModal: React.FC<Props> = ({ title, hint, label, placeholder, okText, max, onSubmit, onClose }) => {
  const t = useT();
  const r = rules(t);
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const valid = await form.validateFields().catch(() => undefined);
    if (!valid) return; // the form shows what is missing
    setBusy(true);
    try {
      await onSubmit(valid.reason.trim());
      onClose();
    } catch {
      // Said by the request layer; the dialog stays.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{hint}</p>
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={label} rules={[r.required(), r.max(max)]}>
          <Input.TextArea rows={3} showCount maxLength={max} placeholder={placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

export default ReasonModal;
