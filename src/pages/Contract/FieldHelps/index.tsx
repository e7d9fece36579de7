/**
 * Field help (/contract/helper): what each contract field means and how to fill it, shown beside
 * the field. On the shared ListTable like the other lists (filters with Query before Reset); long
 * texts are cut to fixed widths and the actions column is pinned right, so it shows at 1440 px.
 */
import '@/locales/onDemand/contract';
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Button, message, Tag } from 'antd';
import { useRef } from 'react';
import DeleteLink from '@/components/DeleteLink';
import ListTable, { PHONE_HIDDEN, type ListAction, type ListColumn } from '@/components/ListTable';
import { FORM_CALL } from '@/utils/submitForm';
import { useT } from '@/hooks/useT';
import type { FieldHelp, FieldHelpQuery } from '@common/api/contracts';
import { useCanEdit } from '../useCanEdit';
import { createFieldHelp, deleteFieldHelp, queryFieldHelps, updateFieldHelp } from '@/services/fieldHelps';
import FieldHelpForm from './FieldHelpForm';

const FieldHelpsPage: React.FC = () => {
  const t = useT();
  const table = useRef<ListAction<FieldHelpQuery>>();
  const canEdit = useCanEdit();
  const saved = () => {
    message.success(t('pages.common.saved'));
    table.current?.reload();
  };
  const columns: ListColumn<FieldHelp>[] = [
    { title: t('pages.field.key'), dataIndex: 'key', copyable: true, sorter: true, placeholder: t('pages.fieldHelp.key.placeholder') },
    {
      title: t('pages.fieldHelp.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      search: true,
      placeholder: t('pages.fieldHelp.keyword.placeholder'),
    },
    { title: t('pages.fieldHelp.title'), dataIndex: 'title', search: false, sorter: true, width: 180, ellipsis: true },
    { title: t('pages.fieldHelp.content'), dataIndex: 'content', search: false, width: 360, ellipsis: true },
    { title: t('pages.fieldHelp.example'), dataIndex: 'example', search: false, width: 200, ellipsis: true, responsive: PHONE_HIDDEN },
    {
      title: t('pages.contract.company'),
      dataIndex: 'companyName',
      search: false,
      width: 180,
      ellipsis: true,
      render: (h) => h.companyName ?? <Tag>{t('pages.contract.shared')}</Tag>,
    },
    {
      title: t('pages.common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 140,
      render: (help) =>
        canEdit(help.companyId)
          ? [
              <FieldHelpForm
                key="edit"
                trigger={<a>{t('pages.common.edit')}</a>}
                help={help}
                save={(values) => updateFieldHelp(help.id, values, FORM_CALL)}
                onSaved={saved}
              />,
              <DeleteLink
                key="delete"
                confirmId="pages.fieldHelp.delete.confirm"
                onDelete={async () => {
                  await deleteFieldHelp(help.id);
                  table.current?.reload();
                }}
              />,
            ]
          : [],
    },
  ];
  return (
    <PageContainer>
      <ListTable<FieldHelp, FieldHelpQuery>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={queryFieldHelps}
        defaultSorter="key"
        actions={
          <FieldHelpForm
            trigger={
              <Button type="primary" icon={<PlusOutlined />}>
                {t('pages.fieldHelp.create')}
              </Button>
            }
            save={(values) => createFieldHelp(values, FORM_CALL)}
            onSaved={saved}
          />
        }
      />
    </PageContainer>
  );
};

export default FieldHelpsPage;
