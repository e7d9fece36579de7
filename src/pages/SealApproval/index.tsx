import '@/locales/onDemand/sealApproval';
import { PageContainer } from '@ant-design/pro-components';
import { Link, useAccess } from '@umijs/max';
import { message, Popconfirm, Tabs } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import ListTable, { type ListAction, type ListColumn } from '@/components/ListTable';
import { useLinkedFilters } from '@/hooks/useLinkedFilters';
import { useT } from '@/hooks/useT';
import { approveSealApproval, querySealApprovals, refuseSealApproval } from '@/services/sealApprovals';
import type { SealApproval, SealApprovalQuery } from '@common/api/seals';
import ApprovalStatus from './components/ApprovalStatus';
import SealLabel from './components/SealLabel';

// The refusal dialog loads when first opened: the list comes first.
const RefuseModal = lazy(() => import('./components/RefuseModal'));

type Tab = 'mine' | 'all';
const TABS: Tab[] = ['mine', 'all'];

/**
 * Seal approvals (用印审批): what waits for the reader's decision (the default tab) or every
 * approval the reader sees, newest first; an approver approves, or refuses with a reason. A
 * decision refused by the server (409: decided meanwhile; 403) is shown by the request layer,
 * and the list is loaded again either way, so the row shows the approval as it now stands.
 */
const SealApprovals: React.FC = () => {
  const t = useT();
  const { batchSign } = useAccess();
  const table = useRef<ListAction<SealApprovalQuery>>();
  // The tab lives in the URL (?tab=all): Back and a refresh keep it; a notice's link opens the default.
  const view = useLinkedFilters(['tab'] as const);
  const tab: Tab = view.filters.tab === 'all' ? 'all' : 'mine';
  const [refusing, setRefusing] = useState<SealApproval>();
  const reload = () => table.current?.reload();

  const approve = (approval: SealApproval) =>
    approveSealApproval(approval.id)
      .then(
        () => message.success(t('pages.sealApproval.approved')),
        // The request layer has said why (decided meanwhile, no longer an approver).
        () => undefined,
      )
      .finally(reload);

  const refuse = (approval: SealApproval, reason: string) =>
    refuseSealApproval(approval.id, reason)
      .then(() => message.success(t('pages.sealApproval.refused')))
      .finally(reload);

  const columns: ListColumn<SealApproval>[] = [
    { title: t('pages.sealApproval.seal'), dataIndex: 'sealName', render: (a) => <SealLabel approval={a} /> },
    { title: t('pages.sealApproval.requestedBy'), dataIndex: 'requestedByName' },
    { title: t('pages.sealApproval.requestedAt'), dataIndex: 'requestedAt', valueType: 'dateTime' },
    {
      title: t('pages.sealApproval.tasks'),
      dataIndex: 'taskCount',
      // The batch's tasks and results, for those who may open the batch page.
      render: (a) => {
        const count = t('pages.sealApproval.tasks.count', { count: a.taskCount });
        return batchSign ? <Link to={`/batchSign?batch=${a.batchId}`}>{count}</Link> : count;
      },
    },
    { title: t('pages.sealApproval.status'), dataIndex: 'status', width: 240, render: (a) => <ApprovalStatus approval={a} /> },
    { title: t('pages.sealApproval.decidedBy'), dataIndex: 'decidedByName' },
    { title: t('pages.sealApproval.decidedAt'), dataIndex: 'decidedAt', valueType: 'dateTime' },
    {
      title: t('pages.common.actions'),
      valueType: 'option',
      fixed: 'right',
      render: (a) =>
        a.canDecide
          ? [
              <Popconfirm
                key="approve"
                title={t('pages.sealApproval.approve.confirm', { seal: a.sealName, count: a.taskCount })}
                onConfirm={() => approve(a)}
              >
                <a>{t('pages.sealApproval.approve')}</a>
              </Popconfirm>,
              <a key="refuse" onClick={() => setRefusing(a)}>
                {t('pages.sealApproval.refuse')}
              </a>,
            ]
          : [],
    },
  ];

  return (
    <PageContainer>
      <ListTable<SealApproval, SealApprovalQuery>
        rowKey="id"
        actionRef={table}
        columns={columns}
        search={false}
        params={{ mine: tab === 'mine' ? true : undefined }}
        request={querySealApprovals}
        title={
          <Tabs
            activeKey={tab}
            items={TABS.map((key) => ({ key, label: t(`pages.sealApproval.tab.${key}`) }))}
            onChange={(key) => view.set({ tab: key === 'all' ? 'all' : undefined })}
            tabBarStyle={{ marginBottom: 0 }}
          />
        }
      />
      <Suspense fallback={null}>
        {refusing && (
          <RefuseModal approval={refusing} onRefuse={(reason) => refuse(refusing, reason)} onClose={() => setRefusing(undefined)} />
        )}
      </Suspense>
    </PageContainer>
  );
};

export default SealApprovals;
