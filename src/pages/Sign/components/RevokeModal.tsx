import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import { rules } from '@/utils/formRules';
import type { SignTask } from '../../../../common/api/signing';

/** Longest revocation reason the server takes. */
const MAX_REASON = 200;

/** Asks for the reason a task is revoked (required), then revokes it through `onRevoke`. */
const RevokeModal: React.FC<{ task: SignTask; onRevoke: (reason: string) => Promise<unknown>; onClose: () => void }> = ({
  task,
  onRevoke,
  onClose,
}) => {
  const t = useT();
  const r = rules(t);
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const valid = await form.validateFields().catch(() => undefined);
    if (!valid) return; // the form shows what is missing
    setBusy(true);
    try {
      await onRevoke(valid.reason.trim());
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('pages.sign.revoke.title', { name: task.employeeName })}
      okText={t('pages.sign.action.revoke')}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('pages.sign.revoke.hint')}</p>
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t('pages.sign.revoke.reason')} rules={[r.required(), r.max(MAX_REASON)]}>
          <Input.TextArea rows={3} showCount maxLength={MAX_REASON} placeholder={t('pages.sign.revoke.placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

export default RevokeModal;
