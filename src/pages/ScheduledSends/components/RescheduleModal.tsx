import { DatePicker, Form, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import { chinaInstant, chinaNow, chinaPickerValue } from '@/utils/chinaPicker';
import type { SignTask } from '@common/api/signing';

interface Props {
  task: SignTask;
  onClose: () => void;
  /** Saves the new time (ISO); the modal closes once it is saved. */
  onSave: (sendAt: string) => Promise<unknown>;
}

/** A new send time for a scheduled task: a date and time in the future. */
const RescheduleModal: React.FC<Props> = ({ task, onClose, onSave }) => {
  const t = useT();
  const [form] = Form.useForm<{ sendAt?: Dayjs }>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const { sendAt } = await form.validateFields();
    setSaving(true);
    try {
      await onSave(chinaInstant(sendAt!.second(0).millisecond(0)));
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('pages.advanceSend.reschedule.title')}
      okText={t('pages.advanceSend.reschedule.ok')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('pages.advanceSend.reschedule.for', { employee: task.employeeName, template: task.templateName })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ sendAt: task.sendAt ? chinaPickerValue(task.sendAt) : undefined }}>
        <Form.Item
          name="sendAt"
          label={t('pages.advanceSend.sendAt')}
          rules={[
            { required: true, message: t('pages.advanceSend.reschedule.required') },
            {
              validator: (_, value?: Dayjs) =>
                !value || value.isAfter(chinaNow())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('pages.advanceSend.reschedule.future'))),
            },
            {
              // The employee must still have time to sign.
              validator: (_, value?: Dayjs) =>
                !value || !task.deadline || value.isBefore(chinaPickerValue(task.deadline))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('pages.advanceSend.reschedule.beforeDeadline'))),
            },
          ]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            disabledDate={(d) => d.isBefore(chinaNow(), 'day')}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};

export default RescheduleModal;
