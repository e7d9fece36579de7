import '@/locales/onDemand/batch';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Alert, Button, message, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { useSearchParams } from '@umijs/max';
import { useCallback, useEffect, useRef, useState } from 'react';
import ListTable, { ListHeading, type ListAction, type ListColumn } from '@/components/ListTable';
import { useT } from '@/hooks/useT';
import { createBatch, queryBatches } from '@/services/batches';
import { querySignTaskCounts, querySignTasks } from '@/services/signing';
import type { PageQuery } from '../../../common/api';
import type { Batch, BatchCreateBody, BatchFilter } from '../../../common/api/batches';
import { LIMITS } from '../../../common/validation/limits';
import type { SignTask, SignTaskQuery } from '../../../common/api/signing';
import BatchDrawer from './components/BatchDrawer';
import BatchRun from './components/BatchRun';
import BatchSeals from './components/BatchSeals';
import { BATCH_STATUS_COLOURS } from './status';
import { useSignTaskFilters } from '../Sign/components/useSignTaskFilters';

const num = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The list's search fields as a batch filter (blank ones left out). */
function toFilter(params: SignTaskQuery): BatchFilter {
  const filter: BatchFilter = {
    templateId: num(params.templateId),
    departmentId: num(params.departmentId),
    employeeName: str(params.employeeName),
    createdFrom: str(params.createdFrom),
    createdTo: str(params.createdTo),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as BatchFilter;
}

/**
 * Company signing of many tasks (batchSign): the seals the reader may stamp with; the company's
 * tasks waiting for its seal, chosen one by one or all those matching the filters; the running
 * batch live (a batch whose seal needs approval waits for it instead); past batches.
 */
const BatchSign: React.FC = () => {
  const t = useT();
  const tasksTable = useRef<ListAction<SignTaskQuery>>();
  const batchesTable = useRef<ListAction<PageQuery>>();
  const [selected, setSelected] = useState<number[]>([]);
  /** The batch the progress card follows. */
  const [following, setFollowing] = useState<Batch>();
  const [opened, setOpened] = useState<number>();
  // A notice links to a batch's results: /batchSign?batch=12.
  const [search] = useSearchParams();
  const linked = Number(search.get('batch')) || undefined;
  useEffect(() => {
    if (linked) setOpened(linked);
  }, [linked]);
  const [starting, setStarting] = useState(false);
  /** "Seal all matching": how many match, asked before starting. */
  const [matching, setMatching] = useState<{ count: number; filter: BatchFilter }>();
  const [counting, setCounting] = useState(false);

  /** A batch started (or retried) is followed live; one waiting for seal approval is only said to wait. */
  const follow = (batch: Batch) => {
    setOpened(undefined);
    batchesTable.current?.reload();
    if (batch.status === 'awaiting_approval') message.info(t('pages.batchSign.awaitingApproval', { id: batch.id }));
    else setFollowing(batch);
  };

  /** Says a new batch started, then follows it. */
  const begun = (batch: Batch) => {
    if (batch.status !== 'awaiting_approval') message.success(t('pages.batchSign.started', { count: batch.total }));
    follow(batch);
  };

  const start = async (body: BatchCreateBody) => {
    setStarting(true);
    try {
      const batch = await createBatch(body);
      setSelected([]);
      setMatching(undefined);
      begun(batch);
      tasksTable.current?.reload();
    } finally {
      setStarting(false);
    }
  };

  const askAll = async () => {
    const filter = toFilter(tasksTable.current?.query() ?? {});
    setCounting(true);
    try {
      const counts = await querySignTaskCounts(filter);
      setMatching({ count: counts.pending_company, filter });
    } finally {
      setCounting(false);
    }
  };

  const finished = useCallback(() => {
    tasksTable.current?.reload();
    batchesTable.current?.reload();
  }, []);

  const shared = useSignTaskFilters({
    employee: t('pages.batchSign.employee'),
    employeePlaceholder: t('pages.batchSign.employee.placeholder'),
    department: t('pages.batchSign.department'),
    template: t('pages.batchSign.template'),
    createdAt: t('pages.batchSign.createdAt'),
  });

  const taskColumns: ListColumn<SignTask>[] = [
    shared.employee,
    shared.department,
    shared.template,
    shared.createdRange,
    { title: t('pages.batchSign.initiator'), dataIndex: 'initiatorName', search: false },
    { title: t('pages.batchSign.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', search: false, sorter: true },
    { title: t('pages.batchSign.signedAt'), dataIndex: 'signedAt', valueType: 'dateTime', search: false, sorter: true },
    { title: t('pages.batchSign.deadline'), dataIndex: 'deadline', valueType: 'dateTime', search: false, sorter: true },
  ];

  const batchColumns: ListColumn<Batch>[] = [
    { title: t('pages.batchSign.history.id'), dataIndex: 'id', sorter: true, width: 100 },
    { title: t('pages.batchSign.history.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime' },
    { title: t('pages.batchSign.history.initiator'), dataIndex: 'initiatorName' },
    {
      title: t('pages.batchSign.history.status'),
      dataIndex: 'status',
      render: (b) => <Tag color={BATCH_STATUS_COLOURS[b.status]}>{t(`pages.batchSign.status.${b.status}`)}</Tag>,
    },
    { title: t('pages.batchSign.run.total'), dataIndex: 'total' },
    { title: t('pages.batchSign.run.done'), dataIndex: 'done' },
    {
      title: t('pages.batchSign.run.failed'),
      dataIndex: 'failed',
      render: (b) => (b.failed ? <Typography.Text type="danger">{b.failed}</Typography.Text> : 0),
    },
    { title: t('pages.batchSign.history.finishedAt'), dataIndex: 'finishedAt', valueType: 'dateTime' },
    {
      title: t('pages.common.actions'),
      valueType: 'option',
      render: (b) => [
        <a key="view" onClick={() => setOpened(b.id)}>
          {t('pages.batchSign.history.view')}
        </a>,
      ],
    },
  ];

  return (
    <PageContainer>
      <BatchSeals />
      {following && (
        <BatchRun
          key={following.id}
          batchId={following.id}
          initial={following}
          onFinished={finished}
          onRetried={begun}
          onDismiss={() => setFollowing(undefined)}
        />
      )}
      <ListTable<SignTask, SignTaskQuery>
        title={
          <>
            <ListHeading>{t('pages.batchSign.tasks.title')}</ListHeading>
            {selected.length > 0 && (
              <span>
                {t('pages.batchSign.selected', { count: selected.length })}{' '}
                <a onClick={() => setSelected([])}>{t('pages.batchSign.selected.clear')}</a>
              </span>
            )}
          </>
        }
        rowKey="id"
        actionRef={tasksTable}
        columns={taskColumns}
        params={{ status: 'pending_company' }}
        request={querySignTasks}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys as number[]),
        }}
        actions={
          <>
            <Popconfirm
              title={t('pages.batchSign.seal.confirm', { count: selected.length })}
              disabled={!selected.length}
              onConfirm={() => start({ taskIds: selected })}
            >
              <Button type="primary" icon={<SafetyCertificateOutlined />} disabled={!selected.length} loading={starting && !matching}>
                {t('pages.batchSign.seal.selected', { count: selected.length })}
              </Button>
            </Popconfirm>
            <Button loading={counting} onClick={askAll}>
              {t('pages.batchSign.seal.all')}
            </Button>
          </>
        }
      />
      <div style={{ marginTop: 16 }}>
        <ListTable<Batch, PageQuery>
          title={t('pages.batchSign.history.title')}
          name="batches"
          rowKey="id"
          actionRef={batchesTable}
          columns={batchColumns}
          search={false}
          inUrl={false}
          defaultSorter="-id"
          request={queryBatches}
        />
      </div>
      <Modal
        open={Boolean(matching)}
        title={t('pages.batchSign.all.title')}
        okText={t('pages.batchSign.all.ok')}
        okButtonProps={{ disabled: !matching?.count || matching.count > LIMITS.batchMaxTasks, loading: starting }}
        onOk={() => matching && start({ filter: matching.filter })}
        onCancel={() => setMatching(undefined)}
        destroyOnHidden
      >
        {matching && (
          <Space direction="vertical" style={{ width: '100%' }}>
            {matching.count === 0 ? (
              <Alert type="info" showIcon message={t('pages.batchSign.all.none')} />
            ) : matching.count > LIMITS.batchMaxTasks ? (
              <Alert
                type="warning"
                showIcon
                message={t('pages.batchSign.all.tooMany', { count: matching.count, max: LIMITS.batchMaxTasks })}
              />
            ) : (
              <Typography.Paragraph style={{ marginBottom: 0 }}>
                {t('pages.batchSign.all.confirm', { count: matching.count })}
              </Typography.Paragraph>
            )}
            <Typography.Text type="secondary">{t('pages.batchSign.all.hint')}</Typography.Text>
          </Space>
        )}
      </Modal>
      {opened !== undefined && <BatchDrawer batchId={opened} onClose={() => setOpened(undefined)} onFollow={follow} />}
    </PageContainer>
  );
};

export default BatchSign;
