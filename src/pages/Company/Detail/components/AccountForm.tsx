import { ModalForm, ProFormDependency, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Form, message } from 'antd';
import { useRequest } from 'ahooks';
import { rules } from '@/utils/formRules';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import { useT } from '@/hooks/useT';
import { UserType, type Account } from '@common/api/accounts';
import type { AccountCreateBody, Department } from '@common/api/organisation';
import { LIMITS, PASSWORD_PATTERN, USERNAME_PATTERN } from '@common/validation/limits';
import { createAccount, updateAccount } from '@/services/accounts';
import { queryCompanies, queryDepartments } from '@/services/companies';

type Values = AccountCreateBody;

interface Props {
  /** The company whose page this is: new accounts join it. */
  companyId: number;
  departments: Department[];
  /** The account to edit; none to create one. */
  account?: Account;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * Creates an account of the company, or edits one: name, role, company (administrators), department,
 * mobile and email. The roles offered are those the server lets the caller give (common/access.ts).
 * Mounted only while open.
 */
const AccountForm: React.FC<Props> = ({ companyId, departments, account, onSaved, onClose }) => {
  const t = useT();
  const r = rules(t);
  const { isAdmin } = useAccess();
  const [form] = Form.useForm<Values>();
  const editing = Boolean(account);
  // Administrators may also move an account to another company, or make it an administrator.
  const companies = useRequest(() => queryCompanies({ pageSize: 100 }), { ready: isAdmin && editing });
  const given = isAdmin
    ? [...(editing ? [UserType.ADMIN] : []), UserType.COMPANY, UserType.DEPARTMENT, UserType.OPERATOR]
    : [UserType.DEPARTMENT, UserType.OPERATOR];
  const types = given.map((type) => ({ value: type, label: t(`pages.account.type.${type}`) }));

  const save = async (values: Values) => {
    if (!account) return createAccount({ ...values, relation_id: companyId }, FORM_CALL);
    const relation = values.type === UserType.ADMIN ? 0 : (values.relation_id ?? account.relation_id);
    return updateAccount(
      account.id,
      {
        name: values.name,
        type: values.type,
        ...(isAdmin && { relation_id: relation }),
        ...(values.type === UserType.DEPARTMENT && { department: values.department }),
        mobile: values.mobile ?? '',
        email: values.email ?? '',
      },
      FORM_CALL,
    );
  };

  return (
    <ModalForm<Values>
      // A form name prefixes field ids, which would otherwise clash with the list's search form.
      name={editing ? 'accountEdit' : 'account'}
      form={form}
      title={account ? t('pages.account.edit', { username: account.username }) : t('pages.account.create')}
      width={520}
      open
      onOpenChange={(open) => !open && onClose()}
      initialValues={account && { ...account, relation_id: account.relation_id || undefined, department: account.department ?? undefined }}
      onValuesChange={(changed) => {
        // A department belongs to one company.
        if ('relation_id' in changed) form.setFieldValue('department', undefined);
      }}
      onFinish={async (values) => {
        if (!(await submitForm(form, () => save(values)))) return false;
        message.success(t('pages.common.saved'));
        onSaved();
        return true;
      }}
    >
      {!editing && (
        <ProFormText
          name="username"
          label={t('pages.account.username')}
          rules={[
            r.required(),
            { min: LIMITS.username.min, max: LIMITS.username.max, pattern: USERNAME_PATTERN, message: t('pages.account.username.rule') },
          ]}
        />
      )}
      <ProFormText name="name" label={t('pages.account.name')} rules={[r.required(), r.max(LIMITS.accountName)]} />
      {!editing && (
        <ProFormText.Password
          name="password"
          label={t('pages.account.password')}
          extra={t('pages.account.password.mustChange')}
          rules={[r.required(), { pattern: PASSWORD_PATTERN, message: t('pages.account.settings.security.password.rule') }]}
        />
      )}
      <ProFormSelect name="type" label={t('pages.account.type')} options={types} rules={[r.required()]} allowClear={false} />
      <ProFormDependency name={['type', 'relation_id']}>
        {({ type, relation_id: relation }) => {
          const company = relation ?? companyId;
          return (
            <>
              {isAdmin && editing && type !== UserType.ADMIN && (
                <ProFormSelect
                  name="relation_id"
                  label={t('pages.employee.company')}
                  rules={[r.required()]}
                  allowClear={false}
                  showSearch
                  options={(companies.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
                />
              )}
              {type === UserType.DEPARTMENT && (
                <ProFormSelect
                  name="department"
                  label={t('pages.employee.department')}
                  rules={[r.required()]}
                  params={{ company }}
                  request={async () =>
                    (company === companyId ? departments : await queryDepartments(company)).map((d) => ({ value: d.id, label: d.name }))
                  }
                />
              )}
            </>
          );
        }}
      </ProFormDependency>
      <ProFormText name="mobile" label={t('pages.employee.mobile')} rules={[r.mobile()]} />
      <ProFormText
        name="email"
        label={t('pages.account.settings.basic.email')}
        rules={[{ type: 'email', message: t('pages.account.settings.basic.email-invalid') }]}
      />
    </ModalForm>
  );
};

export default AccountForm;
