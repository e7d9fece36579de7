import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { Form, message } from 'antd';
import { useT } from '@/hooks/useT';
import { updateSeal } from '@/services/seals';
import { rules } from '@/utils/formRules';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import { SEAL_TEXT_MAX, type Seal } from '@common/api/seals';

/** Renames a seal (its image stays as it is). */
const SealRenameModal: React.FC<{ seal: Seal; onSaved: () => void }> = ({ seal, onSaved }) => {
  const t = useT();
  const r = rules(t);
  const [form] = Form.useForm<{ name: string }>();
  return (
    <ModalForm<{ name: string }>
      form={form}
      title={t('pages.seals.rename')}
      width={400}
      initialValues={{ name: seal.name }}
      modalProps={{ destroyOnClose: true }}
      trigger={<a>{t('pages.seals.rename')}</a>}
      onFinish={async ({ name }) => {
        if (!(await submitForm(form, () => updateSeal(seal.id, { name: name.trim() }, FORM_CALL)))) return false;
        void message.success(t('pages.common.saved'));
        onSaved();
        return true;
      }}
    >
      <ProFormText name="name" label={t('pages.seals.name')} rules={[r.required(), r.max(SEAL_TEXT_MAX)]} />
    </ModalForm>
  );
};

export default SealRenameModal;
