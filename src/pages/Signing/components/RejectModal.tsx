import { Alert, Form, Input, Modal, Typography, type FormInstance } from 'antd';
import { useT } from '@/hooks/useT';
import { LIMITS } from '@common/validation/limits';

interface Props {
  open: boolean;
  companyName: string;
  form: FormInstance<{ reason: string }>;
  /** A failure of the refusal not about the reason. */
  error?: string;
  busy: boolean;
  onOk: () => void;
  onCancel: () => void;
}

/** Refusing to sign: the reason, required, which the company reads. */
const RejectModal: React.FC<Props> = ({ open, companyName, form, error, busy, onOk, onCancel }) => {
  const t = useT();
  return (
    <Modal
      open={open}
      title={t('pages.signing.reject')}
      okText={t('pages.signing.reject.confirm')}
      cancelText={t('pages.signing.cancel')}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={onOk}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('pages.signing.reject.note', { company: companyName })}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} preserve={false}>
        <Form.Item
          name="reason"
          label={t('pages.signing.reject.reason')}
          rules={[{ required: true, whitespace: true, message: t('pages.signing.reject.reason.required') }]}
        >
          <Input.TextArea rows={3} maxLength={LIMITS.reason} showCount placeholder={t('pages.signing.reject.reason.placeholder')} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon role="alert" message={error} />}
    </Modal>
  );
};

export default RejectModal;
