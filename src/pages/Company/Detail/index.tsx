import '@/locales/onDemand/integrations';
import '@/locales/onDemand/organisation';
import '@/locales/onDemand/seals';
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useParams, useSearchParams } from '@umijs/max';
import { Card, Skeleton, Tabs } from 'antd';
import LoadFailure, { RECORD_STATUSES } from '@/components/LoadFailure';
import { useRequest } from 'ahooks';
import { useT } from '@/hooks/useT';
import Accounts from './components/Accounts';
import ApiKeys from './components/ApiKeys';
import AuditLog from './components/AuditLog';
import Departments from './components/Departments';
import Profile from './components/Profile';
import Seals from './components/Seals';
import Webhooks from './components/Webhooks';
import { getCompany, queryDepartments } from '@/services/companies';

/** One client company: profile, seals, departments, accounts and (for its admins) API keys, webhooks and the audit log. */
const CompanyDetail: React.FC = () => {
  const t = useT();
  const id = Number(useParams().id);
  const { isAdminOrCompany } = useAccess();
  // `?tab=accounts` opens that tab (links from notices and the manual).
  const [search] = useSearchParams();
  const company = useRequest(() => getCompany(id, { handles: RECORD_STATUSES }), { refreshDeps: [id] });
  // Asked only once the company loaded: a company out of reach shows the 403 page, nothing else.
  const departments = useRequest(() => queryDepartments(id), { ready: Boolean(company.data), refreshDeps: [id] });

  if (company.error) return <LoadFailure error={company.error} />;
  if (!company.data) return <Skeleton active />;
  return (
    <PageContainer title={company.data.name} onBack={() => history.back()}>
      <Card>
        <Tabs
          defaultActiveKey={search.get('tab') ?? undefined}
          items={[
            { key: 'profile', label: t('pages.company.profile'), children: <Profile company={company.data} onChange={company.refresh} /> },
            {
              key: 'seals',
              label: t('pages.seals.tab'),
              children: <Seals companyId={id} departments={departments.data ?? []} />,
            },
            {
              key: 'departments',
              label: t('pages.company.departments'),
              children: (
                <Departments
                  companyId={id}
                  departments={departments.data ?? []}
                  loading={departments.loading}
                  onChange={departments.refresh}
                />
              ),
            },
            {
              key: 'accounts',
              label: t('pages.company.accounts'),
              children: <Accounts companyId={id} departments={departments.data ?? []} />,
            },
            ...(isAdminOrCompany
              ? [
                  {
                    key: 'apiKeys',
                    label: t('pages.apiKeys.tab'),
                    children: <ApiKeys companyId={id} departments={departments.data ?? []} />,
                  },
                  { key: 'webhooks', label: t('pages.webhooks.tab'), children: <Webhooks companyId={id} /> },
                  { key: 'audit', label: t('pages.audit.title'), children: <AuditLog companyId={id} /> },
                ]
              : []),
          ]}
        />
      </Card>
    </PageContainer>
  );
};

export default CompanyDetail;
