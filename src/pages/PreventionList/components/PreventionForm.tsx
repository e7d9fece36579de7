import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import type { PreventionBody, PreventionEntry } from '../../../../contract/organisation';
import { LIMITS } from '../../../../contract/validation/limits';
import { rules } from '../../../utils/formRules';

interface Props {
  trigger: JSX.Element;
  entry?: PreventionEntry;
  onSubmit: (values: PreventionBody) => Promise<unknown>;
}

const PreventionForm: React.FC<Props> = ({ trigger, entry, onSubmit }) => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const r = rules(intl);
  return (
    <ModalForm<PreventionBody>
      // A form name prefixes field ids, which would otherwise clash with the list's search form.
      name="prevention"
      title={t(entry ? 'pages.prevention.edit' : 'pages.prevention.create')}
      trigger={trigger}
      width={520}
      initialValues={entry}
      modalProps={{ destroyOnClose: true }}
      onFinish={async (values) => {
        await onSubmit({ ...values, idNumber: values.idNumber.trim().toUpperCase() });
        return true;
      }}
    >
      <ProFormText name="name" label={t('pages.employee.name')} rules={[r.required(), r.max(LIMITS.personName)]} />
      <ProFormText name="idNumber" label={t('pages.employee.idNumber')} rules={[r.required(), r.idNumber()]} />
      <ProFormText name="mobile" label={t('pages.employee.mobile')} rules={[r.mobile()]} />
      <ProFormTextArea name="reason" label={t('pages.prevention.reason')} rules={[r.required(), r.max(LIMITS.reason)]} />
    </ModalForm>
  );
};

export default PreventionForm;
