import { ModalForm, ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Form } from 'antd';
import { rules } from '@/utils/formRules';
import { sealKindLabel } from '@/utils/sealKind';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import { useT } from '@/hooks/useT';
import { querySeals } from '@/services/seals';
import type { ContractTemplate, ContractTemplateUpdateBody } from '@common/api/contracts';
import { BUILT_IN_SEAL_KINDS } from '@common/api/seals';
import { TEMPLATE_CODE_MAX, TEMPLATE_NAME_MAX } from '@common/validation/templates';
import { queryTemplates, updateTemplate } from '@/services/contracts';

/**
 * Name, code, status, the seal it is sealed with (a kind, and a cross-page seal or not) and, for
 * a principal template, the accessory agreements that go with it.
 */
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
      <ProFormText name="name" label={t('pages.contract.name')} rules={[r.required(), r.max(TEMPLATE_NAME_MAX)]} />
      <ProFormText name="code" label={t('pages.contract.code')} rules={[r.required(), r.max(TEMPLATE_CODE_MAX)]} />
      <ProFormSelect
        name="status"
        label={t('pages.contract.status')}
        options={(['draft', 'enabled', 'disabled'] as const).map((s) => ({ value: s, label: t(`pages.contract.status.${s}`) }))}
      />
      <SealKindSelect template={template} />
      <ProFormSwitch
        name="crossPageSeal"
        label={t('pages.contract.crossPageSeal')}
        extra={t(template.pageCount < 2 ? 'pages.contract.crossPageSeal.onePage' : 'pages.contract.crossPageSeal.hint')}
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

/**
 * The kinds the template may ask for: the built-in ones, the kinds its company has seals of, and
 * the one it asks for now. A shared template is sealed by whichever company uses it: built-in
 * kinds only. (Inside the dialog: the company's seals are read when it opens, not for every row.)
 */
const SealKindSelect: React.FC<{ template: ContractTemplate }> = ({ template }) => {
  const t = useT();
  const { companyId } = template;
  // A failure (shown by the request layer) leaves the kinds known without it.
  const seals = useRequest(() => querySeals(companyId!), { ready: companyId !== null, onError: () => undefined });
  const kinds = [...new Set<string>([...BUILT_IN_SEAL_KINDS, ...(seals.data ?? []).map((s) => s.kind), template.sealKind])];
  return (
    <ProFormSelect
      name="sealKind"
      label={t('pages.contract.sealKind')}
      extra={t('pages.contract.sealKind.hint')}
      options={kinds.map((kind) => ({ value: kind, label: sealKindLabel(t, kind) }))}
      fieldProps={{ allowClear: false, loading: seals.loading }}
    />
  );
};

export default EditTemplateForm;
