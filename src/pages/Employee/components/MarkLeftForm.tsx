import { ModalForm, ProFormDatePicker } from '@ant-design/pro-components';
import { Form, Typography } from 'antd';
import dayjs from 'dayjs';
import { useT } from '@/hooks/useT';
import { rules } from '@/utils/formRules';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import type { Employee } from '@common/api/organisation';
import { updateEmployee } from '@/services/employees';

/**
 * Marking an employee as left asks for the day they left and says what follows; the edit drawer's
 * status is the way back.
 */
const MarkLeftForm: React.FC<{ employee: Employee; onClose: () => void; onDone: () => void }> = ({ employee, onClose, onDone }) => {
  const t = useT();
  const r = rules(t);
  const [form] = Form.useForm<{ leaveDate: string }>();
  return (
    <ModalForm<{ leaveDate: string }>
      form={form}
      name="mark-left"
      title={t('pages.employee.markLeft.title', { name: employee.name })}
      width={420}
      open
      onOpenChange={(open) => !open && onClose()}
      initialValues={{ leaveDate: dayjs().format('YYYY-MM-DD') }}
      onFinish={async ({ leaveDate }) => {
        if (!(await submitForm(form, () => updateEmployee(employee.id, { status: 'left', leaveDate }, FORM_CALL)))) return false;
        onDone();
        onClose();
        return true;
      }}
    >
      <Typography.Paragraph type="secondary">{t('pages.employee.markLeft.hint')}</Typography.Paragraph>
      <ProFormDatePicker
        name="leaveDate"
        label={t('pages.employee.leaveDate')}
        rules={[r.required()]}
        fieldProps={{ format: 'YYYY-MM-DD' }}
      />
    </ModalForm>
  );
};

export default MarkLeftForm;
