import { useRequest } from 'ahooks';
import { Alert, DatePicker, Form, message, Modal, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import { getTemplateFields } from '@/services/contracts';
import { fieldHelpsByKey } from '@/services/fieldHelps';
import { editDraft, fieldError, resubmitSignTask } from '@/services/signTasks';
import { chinaInstant, chinaNow, chinaPickerValue } from '@/utils/chinaPicker';
import type { ContractField } from '@common/api/contracts';
import type { SignTask } from '@common/api/signing';
import FieldInput from '@/components/signing/FieldInput';

interface Props {
  task: SignTask;
  /** `edit`: a draft changed in place; `resubmit`: a refused, expired or revoked task sent again. */
  purpose: 'edit' | 'resubmit';
  onClose: () => void;
  /** The task saved, or the new task sent. */
  onDone: (task: SignTask) => void;
}

/**
 * A task's values and deadline in one form, filled in from the task: a draft is saved with them,
 * an ended task is sent again as a new task with them (docs/product.md, "Sign task states").
 * A value the server refuses is shown under its field.
 */
const TaskValuesModal: React.FC<Props> = ({ task, purpose, onClose, onDone }) => {
  const t = useT();
  const [form] = Form.useForm<{ values: Record<string, string>; deadline?: Dayjs }>();
  const [saving, setSaving] = useState(false);
  const helps = useRequest(fieldHelpsByKey);
  // The fields of the task's templates to fill, once per key (signature places are the signers').
  const fields = useRequest(async (): Promise<ContractField[]> => {
    const all = (await Promise.all([task.templateId, ...task.accessoryIds].map(getTemplateFields))).flat();
    const seen = new Set<string>();
    return all.filter((f) => f.type !== 'signature' && !seen.has(f.key) && Boolean(seen.add(f.key)));
  });
  const deadlineLeft = task.deadline && task.deadline > new Date().toISOString();

  const save = async () => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v) return;
    const keys = (fields.data ?? []).map((f) => f.key);
    const values = Object.fromEntries(keys.filter((k) => v.values?.[k]?.trim()).map((k) => [k, v.values[k].trim()]));
    const body = { values, deadline: v.deadline ? chinaInstant(v.deadline) : null };
    setSaving(true);
    try {
      const saved = purpose === 'edit' ? await editDraft(task.id, body) : await resubmitSignTask(task.id, body);
      message.success(t(`pages.sign.values.${purpose}.done`));
      onDone(saved);
    } catch (error) {
      const { field, message: text } = await fieldError(error);
      const key = field?.startsWith('values.') ? field.slice('values.'.length) : undefined;
      if (key && keys.includes(key)) form.setFields([{ name: ['values', key], errors: [text] }]);
      else if (field === 'deadline') form.setFields([{ name: 'deadline', errors: [text] }]);
      else message.error(text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={720}
      title={t(`pages.sign.values.${purpose}.title`, { employee: task.employeeName })}
      okText={t(`pages.sign.values.${purpose}.ok`)}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t(`pages.sign.values.${purpose}.hint`)} />
      {fields.loading ? (
        <Spin />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={{
            values: Object.fromEntries(
              (fields.data ?? [])
                // A masked ID number is no value: blank, it takes the employee's own again.
                .filter((f) => task.values[f.key] !== undefined && !(f.type === 'idNumber' && task.values[f.key].includes('*')))
                .map((f) => [f.key, task.values[f.key]]),
            ),
            deadline: deadlineLeft ? chinaPickerValue(task.deadline!) : chinaNow().add(7, 'day').endOf('day'),
          }}
        >
          {(fields.data ?? []).map((f) => (
            <FieldInput key={f.key} field={f} help={helps.data?.get(f.key)} />
          ))}
          <Form.Item
            name="deadline"
            label={t('pages.sign.deadline')}
            extra={t('pages.sign.new.chinaTime')}
            rules={[
              {
                validator: (_, value?: Dayjs) =>
                  !value || value.isAfter(chinaNow()) ? Promise.resolve() : Promise.reject(new Error(t('pages.sign.new.future'))),
              },
            ]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
};

export default TaskValuesModal;
