import { ModalForm, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Form } from 'antd';
import { useT } from '@/hooks/useT';
import { queryEmployees } from '@/services/employees';
import { submitForm } from '@/utils/submitForm';
import type { ContractFieldInput, ContractPreviewBody, ContractTemplate } from '@common/api/contracts';
import { sampleValue } from '../fields';

interface Values {
  employeeId?: number;
  values?: Record<string, string | undefined>;
}

/** Sources an employee's record fills; the others (company, today, constant) the server knows anyway. */
const fromEmployee = (field: ContractFieldInput) => field.source?.startsWith('employee.') ?? false;

/**
 * What the filled preview is filled with: a chosen employee's record (as a sign task for them
 * would be), values typed here (they win), and for what is left an example value.
 */
const PreviewForm: React.FC<{
  template: ContractTemplate;
  fields: ContractFieldInput[];
  trigger: JSX.Element;
  preview: (body: ContractPreviewBody) => Promise<void>;
}> = ({ template, fields, trigger, preview }) => {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const employeeId = Form.useWatch('employeeId', form);
  const valueFields = fields.filter((f) => f.type !== 'signature');
  const blankValue = (field: ContractFieldInput) =>
    field.source && (employeeId !== undefined || !fromEmployee(field)) ? undefined : sampleValue(t, field);
  const placeholder = (field: ContractFieldInput) =>
    blankValue(field) ??
    (field.source === 'constant'
      ? (field.constant ?? '')
      : t('pages.field.preview.fromSource', { source: t(`pages.field.source.${field.source}`) }));

  return (
    <ModalForm<Values>
      form={form}
      name="field-preview"
      title={t('pages.field.previewFilled')}
      width={560}
      trigger={trigger}
      modalProps={{ destroyOnClose: true }}
      submitter={{ searchConfig: { submitText: t('pages.field.preview.show') } }}
      onFinish={async ({ employeeId: chosen, values = {} }) => {
        const body: ContractPreviewBody = {
          employeeId: chosen,
          values: Object.fromEntries(valueFields.map((f) => [f.key, values[f.key]?.trim() ? values[f.key]! : (blankValue(f) ?? null)])),
        };
        return submitForm(form, () => preview(body));
      }}
    >
      <ProFormSelect
        name="employeeId"
        label={t('pages.field.preview.employee')}
        placeholder={t('pages.field.preview.employee.placeholder')}
        showSearch
        allowClear
        debounceTime={300}
        request={async ({ keyWords }: { keyWords?: string }) =>
          (
            await queryEmployees({
              name: keyWords || undefined,
              companyId: template.companyId ?? undefined,
              status: 'active',
              pageSize: 20,
            })
          ).list.map((e) => ({ value: e.id, label: `${e.name} (${e.mobile})` }))
        }
      />
      {valueFields.map((field) => (
        <ProFormText key={field.key} name={['values', field.key]} label={field.label} placeholder={placeholder(field)} />
      ))}
    </ModalForm>
  );
};

export default PreviewForm;
