/** Adds or edits one entry of field help in a modal; the server's refusals show on their field. */
import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form } from 'antd';
import { rules } from '@/utils/formRules';
import { submitForm } from '@/utils/submitForm';
import { useT } from '@/hooks/useT';
import type { FieldHelp, FieldHelpBody } from '@common/api/contracts';
import { FIELD_HELP_LIMITS, FIELD_KEY_MAX, FIELD_KEY_PATTERN } from '@common/validation/templates';

const FieldHelpForm: React.FC<{
  trigger: JSX.Element;
  help?: FieldHelp;
  save: (values: FieldHelpBody) => Promise<unknown>;
  onSaved: () => void;
}> = ({ trigger, help, save, onSaved }) => {
  const t = useT();
  const r = rules(t);
  const [form] = Form.useForm<FieldHelpBody>();
  return (
    <ModalForm<FieldHelpBody>
      form={form}
      name="field-help"
      title={t(help ? 'pages.fieldHelp.edit' : 'pages.fieldHelp.create')}
      width={560}
      trigger={trigger}
      initialValues={help}
      modalProps={{ destroyOnClose: true }}
      onFinish={async (values) => {
        if (!(await submitForm(form, () => save(values)))) return false;
        onSaved();
        return true;
      }}
    >
      <ProFormText
        name="key"
        label={t('pages.field.key')}
        rules={[r.required(), r.max(FIELD_KEY_MAX), { pattern: FIELD_KEY_PATTERN, message: t('pages.field.key.rule') }]}
      />
      <ProFormText name="title" label={t('pages.fieldHelp.title')} rules={[r.required(), r.max(FIELD_HELP_LIMITS.title)]} />
      <ProFormTextArea name="content" label={t('pages.fieldHelp.content')} rules={[r.required(), r.max(FIELD_HELP_LIMITS.content)]} />
      <ProFormText name="example" label={t('pages.fieldHelp.example')} rules={[r.max(FIELD_HELP_LIMITS.example)]} />
    </ModalForm>
  );
};

export default FieldHelpForm;
