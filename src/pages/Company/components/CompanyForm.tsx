import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { Form, Switch } from 'antd';
import { rules } from '@/utils/formRules';
import { submitForm } from '@/utils/submitForm';
import { useT } from '@/hooks/useT';
import type { Company, CompanyBody } from '@common/api/organisation';
import { LIMITS } from '@common/validation/limits';

interface Props {
  trigger: JSX.Element;
  initialValues?: Partial<Company>;
  onSubmit: (values: CompanyBody) => Promise<unknown>;
}

/** Create or edit a client company; the rules are the server's. */
const CompanyForm: React.FC<Props> = ({ trigger, initialValues, onSubmit }) => {
  const t = useT();
  const r = rules(t);
  const [form] = Form.useForm<CompanyBody>();
  return (
    <ModalForm<CompanyBody>
      form={form}
      // A form name prefixes field ids, which would otherwise clash with the list's search form.
      name="company"
      title={t(initialValues?.id ? 'pages.company.edit' : 'pages.company.create')}
      trigger={trigger}
      width={560}
      // A new company asks for no identity check until it is switched on.
      initialValues={{ verifyIdentity: false, ...initialValues }}
      modalProps={{ destroyOnClose: true }}
      onFinish={(values) => submitForm(form, () => onSubmit({ ...values, creditCode: values.creditCode.trim().toUpperCase() }))}
    >
      <ProFormText name="name" label={t('pages.company.name')} rules={[r.required(), r.max(LIMITS.companyName)]} />
      <ProFormText name="creditCode" label={t('pages.company.creditCode')} rules={[r.required(), r.creditCode()]} />
      <ProFormText name="legalPerson" label={t('pages.company.legalPerson')} rules={[r.required(), r.max(LIMITS.legalPerson)]} />
      <ProFormText name="contactName" label={t('pages.company.contactName')} rules={[r.required(), r.max(LIMITS.contactName)]} />
      <ProFormText name="contactMobile" label={t('pages.company.contactMobile')} rules={[r.required(), r.mobile()]} />
      <ProFormText name="address" label={t('pages.company.address')} rules={[r.max(LIMITS.address)]} />
      <Form.Item
        name="verifyIdentity"
        label={t('pages.company.verifyIdentity')}
        valuePropName="checked"
        extra={t('pages.company.verifyIdentity.hint')}
      >
        <Switch />
      </Form.Item>
    </ModalForm>
  );
};

export default CompanyForm;
