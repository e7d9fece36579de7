import '@/locales/onDemand/sign';
import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import LinkedFilterNote from '@/components/LinkedFilterNote';
import { useLinkedFilters } from '@/hooks/useLinkedFilters';
import ListTable, { type ListColumn } from '@/components/ListTable';
import { useT } from '@/hooks/useT';
import { queryCompanies } from '@/services/companies';
import { queryPrincipalTemplates } from '@/services/contracts';
import { querySignTasks, SIGN_STATUS_COLOURS, signTasksExportUrl } from '@/services/signTasks';
import { SIGN_TASK_STATUSES, type SignTask, type SignTaskQuery } from '@common/api/signing';
import DownloadMenu from './components/DownloadMenu';
import TaskDrawer from './components/TaskDrawer';

/**
 * Signing records: every task of the caller's scope (admins all, company users their company),
 * filtered; a timeline with downloads per row, and the filtered list as .xlsx.
 */
const SignRecords: React.FC = () => {
  const t = useT();
  const { isAdmin } = useAccess();
  const [filters, setFilters] = useState<SignTaskQuery>({});
  // A home page figure links here with a status (put in the filter bar) and what it counts.
  const linked = useLinkedFilters(['status', 'deadlineBefore', 'updatedFrom'] as const);
  const { status: _status, ...linkedRest } = linked.filters;
  // The status (and every other filter) reaches the filter bar through the list's URL state.
  const [open, setOpen] = useState<number>();

  const columns: ListColumn<SignTask>[] = [
    { title: t('pages.sign.taskId'), dataIndex: 'id', search: false, width: 80, sorter: true },
    ...(isAdmin
      ? [
          {
            title: t('pages.sign.company'),
            dataIndex: 'companyId',
            valueType: 'select',
            render: (task) => task.companyName,
            remoteSearch: true,
            options: async (keyWords) =>
              (await queryCompanies({ name: keyWords, pageSize: 50, sorter: 'name' })).list.map((c) => ({ value: c.id, label: c.name })),
          } satisfies ListColumn<SignTask>,
        ]
      : []),
    { title: t('pages.sign.employee'), dataIndex: 'employeeName' },
    { title: t('pages.sign.department'), dataIndex: 'departmentName', search: false, render: (task) => task.departmentName ?? '-' },
    {
      title: t('pages.sign.template'),
      dataIndex: 'templateId',
      valueType: 'select',
      options: async () => (await queryPrincipalTemplates()).map((c) => ({ value: c.id, label: `${c.name} v${c.version}` })),
      render: (task) => (
        <>
          {task.templateName}
          {task.accessoryIds.length > 0 && <Tag style={{ marginLeft: 8 }}>+{task.accessoryIds.length}</Tag>}
        </>
      ),
    },
    {
      title: t('pages.sign.status'),
      dataIndex: 'status',
      valueType: 'select',
      sorter: true,
      valueEnum: Object.fromEntries(SIGN_TASK_STATUSES.map((s) => [s, { text: t(`pages.sign.status.${s}`) }])),
      render: (task) => (
        <Tooltip title={task.rejectReason ?? task.revokeReason ?? undefined}>
          <Tag color={SIGN_STATUS_COLOURS[task.status]}>{t(`pages.sign.status.${task.status}`)}</Tag>
        </Tooltip>
      ),
    },
    { title: t('pages.sign.initiator'), dataIndex: 'initiatorName', search: false },
    {
      title: t('pages.sign.createdAt'),
      dataIndex: 'createdAt',
      valueType: 'dateTime',
      search: false,
      sorter: true,
    },
    {
      title: t('pages.sign.createdAt'),
      dataIndex: 'createdRange',
      valueType: 'dateRange',
      hideInTable: true,
      range: ['createdFrom', 'createdTo'],
    },
    { title: t('pages.sign.signedAt'), dataIndex: 'signedAt', valueType: 'dateTime', search: false, sorter: true },
    { title: t('pages.sign.completedAt'), dataIndex: 'completedAt', valueType: 'dateTime', search: false, sorter: true },
    {
      title: t('pages.common.actions'),
      valueType: 'option',
      fixed: 'right',
      render: (task) => [
        <a key="timeline" onClick={() => setOpen(task.id)}>
          {t('pages.record.timeline')}
        </a>,
        <DownloadMenu key="download" taskId={task.id} onDocuments={() => setOpen(task.id)} />,
      ],
    },
  ];

  return (
    <PageContainer>
      <LinkedFilterNote filters={linkedRest} onClear={linked.clear} />
      <ListTable<SignTask, SignTaskQuery>
        rowKey="id"
        columns={columns}
        params={linkedRest}
        request={querySignTasks}
        onLoad={setFilters}
        actions={
          <Button icon={<DownloadOutlined />} href={signTasksExportUrl(filters)}>
            {t('pages.record.export')}
          </Button>
        }
      />
      {open !== undefined && <TaskDrawer taskId={open} onClose={() => setOpen(undefined)} />}
    </PageContainer>
  );
};

export default SignRecords;
