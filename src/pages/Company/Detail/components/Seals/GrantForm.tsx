import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProFormSelect } from '@ant-design/pro-components';
import { Button, Form, message } from 'antd';
import type { Dayjs } from 'dayjs';
import ExpiryField from '@/components/ExpiryField';
import { useT } from '@/hooks/useT';
import { grantSeal } from '@/services/seals';
import { chinaInstant } from '@/utils/chinaPicker';
import { rules } from '@/utils/formRules';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import type { Account } from '@common/api/accounts';
import type { ContractTemplate } from '@common/api/contracts';
import type { Department } from '@common/api/organisation';
import type { Seal, SealGrantBody } from '@common/api/seals';
import { accountOptions, type AccountOption } from './accountOptions';

interface Values {
  accountId: number;
  templateIds?: number[];
  departmentIds?: number[];
  expiresAt?: Dayjs;
}

/** None chosen: no limit (null), as the server reads it; it refuses an empty list. */
const limit = (ids?: number[]) => (ids?.length ? ids : null);

const grantBody = ({ accountId, templateIds, departmentIds, expiresAt }: Values): SealGrantBody => ({
  accountId,
  templateIds: limit(templateIds),
  departmentIds: limit(departmentIds),
  expiresAt: expiresAt ? chinaInstant(expiresAt) : null,
});

interface Props {
  seal: Seal;
  accounts: Account[];
  /** The accounts of the company's live API keys: a key seals as its role once granted the seal. */
  keyAccounts: AccountOption[];
  templates: ContractTemplate[];
  departments: Department[];
  onSaved: () => void;
}

/**
 * "新增授权": the seal given to an account of the company, optionally only for some templates,
 * the tasks of some departments, and until a time (China time). The server names the field it
 * refuses (an administrator's account, a past expiry).
 */
const GrantForm: React.FC<Props> = ({ seal, accounts, keyAccounts, templates, departments, onSaved }) => {
  const t = useT();
  const r = rules(t);
  const [form] = Form.useForm<Values>();
  return (
    <ModalForm<Values>
      form={form}
      title={t('pages.seals.grant.create')}
      width={520}
      dateFormatter={false} // the expiry stays a Dayjs: grantBody reads it as China time
      modalProps={{ destroyOnClose: true }}
      trigger={
        <Button type="primary" icon={<PlusOutlined />}>
          {t('pages.seals.grant.create')}
        </Button>
      }
      onFinish={async (values) => {
        if (!(await submitForm(form, () => grantSeal(seal.id, grantBody(values), FORM_CALL)))) return false;
        void message.success(t('pages.common.saved'));
        onSaved();
        return true;
      }}
    >
      <ProFormSelect
        name="accountId"
        label={t('pages.seals.grant.account')}
        rules={[r.required()]}
        options={[...accountOptions(accounts), ...keyAccounts]}
        fieldProps={{ showSearch: true, optionFilterProp: 'label' }}
      />
      <ProFormSelect
        name="templateIds"
        label={t('pages.seals.grant.templates')}
        placeholder={t('pages.seals.grant.templates.all')}
        options={templates.map((tpl) => ({ value: tpl.id, label: `${tpl.name} v${tpl.version}` }))}
        fieldProps={{ mode: 'multiple', showSearch: true, optionFilterProp: 'label' }}
      />
      <ProFormSelect
        name="departmentIds"
        label={t('pages.seals.grant.departments')}
        placeholder={t('pages.seals.grant.departments.all')}
        options={departments.map((d) => ({ value: d.id, label: d.name }))}
        fieldProps={{ mode: 'multiple', showSearch: true, optionFilterProp: 'label' }}
      />
      <ExpiryField
        label={t('pages.seals.grant.expiresAt')}
        hint={t('pages.seals.grant.expiresAt.hint')}
        none={t('pages.seals.grant.expiresAt.none')}
        past={t('pages.seals.grant.expiresAt.future')}
      />
    </ModalForm>
  );
};

export default GrantForm;
