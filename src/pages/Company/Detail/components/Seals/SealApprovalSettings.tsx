import { ModalForm, ProFormSelect, ProFormSwitch } from '@ant-design/pro-components';
import { Form, message } from 'antd';
import { useT } from '@/hooks/useT';
import { updateSeal } from '@/services/seals';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import type { Account } from '@common/api/accounts';
import type { Seal } from '@common/api/seals';
import { LIMITS } from '@common/validation/limits';
import { accountOptions } from './accountOptions';

interface Values {
  approvalRequired: boolean;
  approverIds: number[];
}

/**
 * "用印审批": whether sealing with the seal waits for one of its approvers, and who they are
 * (accounts of the company). Turning it on needs an approver.
 */
const SealApprovalSettings: React.FC<{ seal: Seal; accounts: Account[]; onSaved: () => void }> = ({ seal, accounts, onSaved }) => {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const required = Form.useWatch('approvalRequired', form);
  return (
    <ModalForm<Values>
      form={form}
      title={t('pages.seals.approval.title', { name: seal.name })}
      width={480}
      initialValues={{ approvalRequired: seal.approvalRequired, approverIds: seal.approvers.map((a) => a.accountId) }}
      modalProps={{ destroyOnClose: true }}
      trigger={<a>{t('pages.seals.approval.settings')}</a>}
      onFinish={async ({ approvalRequired, approverIds }) => {
        const body = { approvalRequired, approverIds: approverIds ?? [] };
        if (!(await submitForm(form, () => updateSeal(seal.id, body, FORM_CALL)))) return false;
        void message.success(t('pages.common.saved'));
        onSaved();
        return true;
      }}
    >
      <ProFormSwitch name="approvalRequired" label={t('pages.seals.approval.required')} extra={t('pages.seals.approval.hint')} />
      <ProFormSelect
        name="approverIds"
        label={t('pages.seals.approvers')}
        extra={t('pages.seals.approvers.hint')}
        options={accountOptions(accounts)}
        fieldProps={{ mode: 'multiple', showSearch: true, optionFilterProp: 'label' }}
        dependencies={['approvalRequired']}
        rules={[
          { required: required === true, type: 'array', min: 1, message: t('pages.seals.approvers.needed') },
          { type: 'array', max: LIMITS.sealApprovers, message: t('pages.seals.approvers.max', { max: LIMITS.sealApprovers }) },
        ]}
      />
    </ModalForm>
  );
};

export default SealApprovalSettings;
