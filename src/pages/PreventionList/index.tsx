import '@/locales/onDemand/organisation';
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Button, message } from 'antd';
import { useRef } from 'react';
import DeleteLink from '@/components/DeleteLink';
import { firstPageLoader } from '@/components/ListTable/firstPage';
import ListTable, { type ListAction, type ListColumn } from '@/components/ListTable';
import { useT } from '@/hooks/useT';
import type { PreventionEntry, PreventionQuery } from '@common/api/organisation';
import PreventionForm from './components/PreventionForm';
import { FORM_CALL } from '@/utils/submitForm';
import { createPrevention, deletePrevention, queryPrevention, updatePrevention } from '@/services/preventionList';

/** The prevention list (admins): persons who may not be sent a contract. */
const PreventionList: React.FC = () => {
  const t = useT();
  const table = useRef<ListAction<PreventionQuery>>();
  const saved = () => {
    message.success(t('pages.common.saved'));
    table.current?.reload();
  };
  const columns: ListColumn<PreventionEntry>[] = [
    { title: t('pages.employee.name'), dataIndex: 'name', sorter: true },
    // The one place to look a person up by ID number: the list finds the whole number, with its entry's reason.
    { title: t('pages.employee.idNumber'), dataIndex: 'idNumber', placeholder: t('pages.prevention.idNumber.placeholder') },
    { title: t('pages.employee.mobile'), dataIndex: 'mobile' },
    { title: t('pages.prevention.reason'), dataIndex: 'reason', search: false, width: 240, ellipsis: true },
    { title: t('pages.prevention.createdBy'), dataIndex: 'createdBy', search: false },
    { title: t('pages.common.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', search: false, sorter: true },
    {
      title: t('pages.common.actions'),
      valueType: 'option',
      render: (entry) => [
        <PreventionForm
          key="edit"
          entry={entry}
          trigger={<a>{t('pages.common.edit')}</a>}
          onSubmit={async (values) => {
            await updatePrevention(entry.id, values, FORM_CALL);
            saved();
          }}
        />,
        <DeleteLink
          key="delete"
          confirmId="pages.prevention.delete.confirm"
          onDelete={async () => {
            await deletePrevention(entry.id);
            table.current?.reload();
          }}
        />,
      ],
    },
  ];
  return (
    <PageContainer>
      <ListTable<PreventionEntry, PreventionQuery>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={queryPrevention}
        actions={
          <PreventionForm
            trigger={
              <Button type="primary" icon={<PlusOutlined />}>
                {t('pages.prevention.create')}
              </Button>
            }
            onSubmit={async (values) => {
              await createPrevention(values, FORM_CALL);
              saved();
            }}
          />
        }
      />
    </PageContainer>
  );
};

export default PreventionList;

/** The list's first rows and the page's words, asked for as the route is entered. */
export const clientLoader = firstPageLoader(queryPrevention, () => import('@/locales/onDemand/organisation'));
