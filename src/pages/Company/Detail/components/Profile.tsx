import { ProDescriptions } from '@ant-design/pro-components';
import { Button, message } from 'antd';
import { useT } from '@/hooks/useT';
import type { Company } from '@common/api/organisation';
import CompanyForm from '../../components/CompanyForm';
import { updateCompany } from '@/services/companies';
import { FORM_CALL } from '@/utils/submitForm';
import { chinaDateTime } from '@common/china-time';

const Profile: React.FC<{ company: Company; onChange: () => void }> = ({ company, onChange }) => {
  const t = useT();
  return (
    <ProDescriptions<Company>
      column={{ xs: 1, sm: 2 }}
      dataSource={company}
      extra={
        <CompanyForm
          trigger={<Button>{t('pages.common.edit')}</Button>}
          initialValues={company}
          onSubmit={async (values) => {
            await updateCompany(company.id, values, FORM_CALL);
            message.success(t('pages.common.saved'));
            onChange();
          }}
        />
      }
      columns={[
        { title: t('pages.company.name'), dataIndex: 'name' },
        { title: t('pages.company.creditCode'), dataIndex: 'creditCode', copyable: true },
        { title: t('pages.company.legalPerson'), dataIndex: 'legalPerson' },
        { title: t('pages.company.contactName'), dataIndex: 'contactName' },
        { title: t('pages.company.contactMobile'), dataIndex: 'contactMobile' },
        { title: t('pages.company.address'), dataIndex: 'address' },
        {
          title: t('pages.company.status'),
          dataIndex: 'status',
          valueEnum: {
            active: { text: t('pages.company.status.active'), status: 'Success' },
            suspended: { text: t('pages.company.status.suspended'), status: 'Default' },
          },
        },
        {
          title: t('pages.company.verifyIdentity'),
          dataIndex: 'verifyIdentity',
          render: (_, c) => t(c.verifyIdentity ? 'pages.company.verifyIdentity.on' : 'pages.company.verifyIdentity.off'),
        },
        { title: t('pages.company.employeeCount'), dataIndex: 'employeeCount' },
        { title: t('pages.common.createdAt'), dataIndex: 'createdAt', render: (_, c) => chinaDateTime(c.createdAt) },
      ]}
    />
  );
};

export default Profile;
