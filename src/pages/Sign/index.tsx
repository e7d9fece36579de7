import '@/locales/onDemand/sign';
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Button, Tag, Tooltip } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import LinkedFilterNote from '@/components/LinkedFilterNote';
import { useLinkedFilters } from '@/hooks/useLinkedFilters';
import ListTable, { TimeText, type ListAction, type ListColumn } from '@/components/ListTable';
import { useT } from '@/hooks/useT';
import { querySignTaskCounts, querySignTasks } from '@/services/signTasks';
import type { SignTask, SignTaskCounts, SignTaskQuery } from '@common/api/signing';
import { chinaDateTime } from '@common/china-time';
import StatusTabs, { TABS, type Tab } from './components/StatusTabs';
import StatusTag from './components/StatusTag';
import TaskActions from './components/TaskActions';
import { useSignTaskFilters } from '@/components/signing/useSignTaskFilters';

// New signing loads when first opened: the list comes first.
const NewSigning = lazy(() => import('@/components/signing/NewSigning'));

/** The sign tasks of the caller's scope: status tabs with counts, filters, actions by state. */
const SignTasks: React.FC = () => {
  const t = useT();
  const table = useRef<ListAction<SignTaskQuery>>();
  // A home page figure links here with a status (the tab) and what it counts (due soon, refused lately).
  const linked = useLinkedFilters(['deadlineBefore', 'updatedFrom'] as const);
  // The tab is the URL's status: Back, a refresh and a shared link keep it ("show all" too).
  const status = useLinkedFilters(['status'] as const);
  const tab = TABS.find((key) => key === status.filters.status) ?? 'all';
  const chooseTab = (key: Tab) => status.set({ status: key === 'all' ? undefined : key });
  const [counts, setCounts] = useState<SignTaskCounts>();
  const [creating, setCreating] = useState(false);
  const reload = () => table.current?.reload();

  const shared = useSignTaskFilters('sign');

  const columns: ListColumn<SignTask>[] = [
    shared.employee,
    shared.department,
    {
      ...shared.template,
      render: (task) => (
        <>
          {task.templateName}
          {task.accessoryIds.length > 0 && (
            <Tooltip title={t('pages.sign.accessories.count', { count: task.accessoryIds.length })}>
              <Tag style={{ marginLeft: 8 }}>+{task.accessoryIds.length}</Tag>
            </Tooltip>
          )}
        </>
      ),
    },
    {
      title: t('pages.sign.status'),
      dataIndex: 'status',
      search: false,
      sorter: true,
      render: (task) => (
        <Tooltip title={task.revokeReason ?? task.rejectReason ?? undefined}>
          <span>
            <StatusTag status={task.status} />
          </span>
        </Tooltip>
      ),
    },
    { title: t('pages.sign.initiator'), dataIndex: 'initiatorName', search: false },
    shared.createdRange,
    {
      title: t('pages.sign.sentAt'),
      dataIndex: 'sentAt',
      valueType: 'dateTime',
      search: false,
      sorter: true,
      // When it went, or (a scheduled task) when it is to go.
      render: (task) =>
        task.sentAt ? (
          <TimeText>{chinaDateTime(task.sentAt)}</TimeText>
        ) : task.sendAt ? (
          <Tooltip title={t('pages.sign.sendAt')}>
            <TimeText>{chinaDateTime(task.sendAt)}</TimeText>
          </Tooltip>
        ) : (
          '-'
        ),
    },
    { title: t('pages.sign.deadline'), dataIndex: 'deadline', valueType: 'dateTime', search: false, sorter: true },
    { title: t('pages.sign.signedAt'), dataIndex: 'signedAt', valueType: 'dateTime', search: false, sorter: true },
    {
      title: t('pages.common.actions'),
      valueType: 'option',
      fixed: 'right',
      render: (task) => <TaskActions task={task} onDone={reload} withView />,
    },
  ];

  return (
    <PageContainer>
      <LinkedFilterNote filters={linked.filters} onClear={linked.clear} />
      <ListTable<SignTask, SignTaskQuery>
        rowKey="id"
        actionRef={table}
        columns={columns}
        params={{
          status: tab === 'all' ? undefined : tab,
          deadlineBefore: linked.filters.deadlineBefore,
          updatedFrom: linked.filters.updatedFrom,
        }}
        request={async (query) => {
          const { current: _c, pageSize: _p, sorter: _s, status: _status, ...filters } = query;
          // The tabs count under the same filters, refreshed with every load of the list.
          const [page] = await Promise.all([querySignTasks(query), querySignTaskCounts(filters).then(setCounts)]);
          return page;
        }}
        title={<StatusTabs tab={tab} counts={counts} onChange={chooseTab} />}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('pages.sign.create')}
          </Button>
        }
      />
      <Suspense fallback={null}>
        {creating && (
          <NewSigning
            onClose={(created) => {
              setCreating(false);
              if (created) reload();
            }}
          />
        )}
      </Suspense>
    </PageContainer>
  );
};

export default SignTasks;
