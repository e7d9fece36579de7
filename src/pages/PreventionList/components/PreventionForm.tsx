import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form } from 'antd';
import { rules } from '@/utils/formRules';
import { submitForm } from '@/utils/submitForm';
import { useT } from '@/hooks/useT';
import type { PreventionBody, PreventionEntry } from '@common/api/organisation';
import { LIMITS } from '@common/validation/limits';

interface Props {
  trigger: JSX.Element;
  entry?: PreventionEntry;
  onSubmit: (values: PreventionBody) => Promise<unknown>;
}

const PreventionForm: React.FC<Props> = ({ trigger, entry, onSubmit }) => {
  const t = useT();
  const r = rules(t);
  const [form] = Form.useForm<PreventionBody>();
  return (
    <ModalForm<PreventionBody>
      form={form}
      // A form name prefixes field ids, which would otherwise clash with the list's search form.
      name="prevention"
      title={t(entry ? 'pages.prevention.edit' : 'pages.prevention.create')}
      trigger={trigger}
      width={520}
      initialValues={entry}
      modalProps={{ destroyOnClose: true }}
      onFinish={(values) => submitForm(form, () => onSubmit({ ...values, idNumber: values.idNumber.trim().toUpperCase() }))}
    >
      <ProFormText name="name" label={t('pages.employee.name')} rules={[r.required(), r.max(LIMITS.personName)]} />
      <ProFormText name="idNumber" label={t('pages.employee.idNumber')} rules={[r.required(), r.idNumber()]} />
      <ProFormText name="mobile" label={t('pages.employee.mobile')} rules={[r.mobile()]} />
      <ProFormTextArea name="reason" label={t('pages.prevention.reason')} rules={[r.required(), r.max(LIMITS.reason)]} />
    </ModalForm>
  );
};

export default PreventionForm;
