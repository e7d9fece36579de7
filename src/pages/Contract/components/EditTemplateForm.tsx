import { ModalForm, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Form } from 'antd';
import { rules } from '@/utils/formRules';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import { useT } from '@/hooks/useT';
import type { ContractTemplate, ContractTemplateUpdateBody } from '../../../../common/api/contracts';
import { queryTemplates, updateTemplate } from '../service';

/** Name, code, status and, for a principal template, the accessory agreements that go with it. */
const EditTemplateForm: React.FC<{ template: ContractTemplate; onDone: () => void }> = ({ template, onDone }) => {
  const t = useT();
  const r = rules(t);
  const [form] = Form.useForm<ContractTemplateUpdateBody>();
  return (
    <ModalForm<ContractTemplateUpdateBody>
      form={form}
      name="template-edit"
      title={t('pages.contract.edit')}
      width={560}
      trigger={<a>{t('pages.common.edit')}</a>}
      modalProps={{ destroyOnClose: true }}
      initialValues={template}
      onFinish={async (values) => {
        if (!(await submitForm(form, () => updateTemplate(template.id, values, FORM_CALL)))) return false;
        onDone();
        return true;
      }}
    >
      <ProFormText name="name" label={t('pages.contract.name')} rules={[r.required(), r.max(100)]} />
      <ProFormText name="code" label={t('pages.contract.code')} rules={[r.required(), r.max(50)]} />
      <ProFormSelect
        name="status"
        label={t('pages.contract.status')}
        options={(['draft', 'enabled', 'disabled'] as const).map((s) => ({ value: s, label: t(`pages.contract.status.${s}`) }))}
      />
      {template.kind === 'principal' && (
        <ProFormSelect
          name="accessoryIds"
          mode="multiple"
          label={t('pages.contract.accessories')}
          request={async () =>
            (await queryTemplates({ kind: 'accessory', pageSize: 100, latest: true })).list.map((a) => ({
              value: a.id,
              label: `${a.name} (${a.code} v${a.version})`,
            }))
          }
        />
      )}
    </ModalForm>
  );
};

export default EditTemplateForm;
