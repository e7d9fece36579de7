import '@/locales/onDemand/organisation';
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Link, Navigate, useAccess, useModel } from '@umijs/max';
import { Button, message, Popconfirm } from 'antd';
import { useRef } from 'react';
import DeleteLink from '@/components/DeleteLink';
import { firstPageLoader } from '@/components/ListTable/firstPage';
import ListTable, { type ListAction, type ListColumn } from '@/components/ListTable';
import { useT } from '@/hooks/useT';
import type { Company, CompanyQuery } from '@common/api/organisation';
import CompanyForm from './components/CompanyForm';
import { FORM_CALL } from '@/utils/submitForm';
import { createCompany, deleteCompany, queryCompanies, updateCompany } from '@/services/companies';
import LinkedFilterNote from '@/components/LinkedFilterNote';
import { useLinkedFilters } from '@/hooks/useLinkedFilters';

/** Client companies: admins manage all of them here. */
const Companies: React.FC = () => {
  const t = useT();
  // The home page links admins here for the companies that cannot seal yet (?hasSeal=false).
  const linked = useLinkedFilters(['hasSeal'] as const);
  const { isAdmin } = useAccess();
  const table = useRef<ListAction<CompanyQuery>>();
  const saved = () => {
    message.success(t('pages.common.saved'));
    table.current?.reload();
  };

  const columns: ListColumn<Company>[] = [
    { title: t('pages.company.name'), dataIndex: 'name', sorter: true, render: (c) => <Link to={`/company/${c.id}`}>{c.name}</Link> },
    { title: t('pages.company.creditCode'), dataIndex: 'creditCode', copyable: true },
    { title: t('pages.company.legalPerson'), dataIndex: 'legalPerson', search: false },
    { title: t('pages.company.contactName'), dataIndex: 'contactName', search: false },
    { title: t('pages.company.contactMobile'), dataIndex: 'contactMobile', search: false },
    { title: t('pages.company.employeeCount'), dataIndex: 'employeeCount', search: false, sorter: true },
    {
      title: t('pages.company.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: {
        active: { text: t('pages.company.status.active'), status: 'success' },
        suspended: { text: t('pages.company.status.suspended'), status: 'default' },
      },
    },
    { title: t('pages.common.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', search: false, sorter: true },
    {
      title: t('pages.common.actions'),
      valueType: 'option',
      render: (company) => [
        <Link key="view" to={`/company/${company.id}`}>
          {t('pages.common.view')}
        </Link>,
        <CompanyForm
          key="edit"
          trigger={<a>{t('pages.common.edit')}</a>}
          initialValues={company}
          onSubmit={async (values) => {
            await updateCompany(company.id, values, FORM_CALL);
            saved();
          }}
        />,
        isAdmin && (
          // Suspending turns every user of the company away at once: asked first, either way.
          <Popconfirm
            key="status"
            title={t(company.status === 'active' ? 'pages.company.suspend.confirm' : 'pages.company.activate.confirm', {
              name: company.name,
            })}
            okButtonProps={{ danger: company.status === 'active' }}
            onConfirm={async () => {
              await updateCompany(company.id, { status: company.status === 'active' ? 'suspended' : 'active' });
              saved();
            }}
          >
            <a>{t(company.status === 'active' ? 'pages.company.suspend' : 'pages.company.activate')}</a>
          </Popconfirm>
        ),
        isAdmin && (
          <DeleteLink
            key="delete"
            confirmId="pages.company.delete.confirm"
            onDelete={async () => {
              await deleteCompany(company.id);
              table.current?.reload();
            }}
          />
        ),
      ],
    },
  ];

  return (
    <PageContainer>
      <LinkedFilterNote filters={linked.filters} onClear={linked.clear} />
      <ListTable<Company, CompanyQuery>
        rowKey="id"
        actionRef={table}
        columns={columns}
        params={linked.filters.hasSeal ? { hasSeal: linked.filters.hasSeal === 'true' } : undefined}
        request={queryCompanies}
        actions={
          isAdmin && (
            <CompanyForm
              trigger={
                <Button type="primary" icon={<PlusOutlined />}>
                  {t('pages.company.create')}
                </Button>
              }
              onSubmit={async (values) => {
                await createCompany(values, FORM_CALL);
                saved();
              }}
            />
          )
        }
      />
    </PageContainer>
  );
};

/**
 * The menu's client companies. A company user has one, its own (docs/product.md, "Scope per
 * area"): the entry opens that company's page instead of a list of one row.
 */
const CompaniesEntry: React.FC = () => {
  const { isCompany } = useAccess();
  const { initialState } = useModel('@@initialState');
  const own = initialState?.currentUser?.relation_id;
  if (isCompany && own) return <Navigate to={`/company/${own}`} replace />;
  return <Companies />;
};

export default CompaniesEntry;

/** The list's first rows and the page's words, asked for as the route is entered. */
export const clientLoader = firstPageLoader(queryCompanies, () => import('@/locales/onDemand/organisation'));
