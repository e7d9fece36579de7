import '@/locales/onDemand/batch';
// New signing (from /sign) speaks the signing screens' strings.
import '@/locales/onDemand/sign';
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Button, Card, Col, message, Popconfirm, Row, Space, Statistic, Tooltip } from 'antd';
import { chinaDate, chinaDayStart, chinaTime } from '../../../common/china-time';
import { lazy, Suspense, useRef, useState } from 'react';
import ListTable, { type ListAction, type ListColumn } from '@/components/ListTable';
import { useT } from '@/hooks/useT';
import { scheduleSignTask } from '@/services/batches';
import { cancelSchedule, querySignTaskCounts, querySignTasks, sendSignTask } from '@/services/signing';
import type { SignTask, SignTaskQuery } from '../../../common/api/signing';
import { useSignTaskFilters } from '../Sign/components/useSignTaskFilters';

// The same New Signing form as /sign, and the reschedule dialog, loaded when first opened.
const NewSigning = lazy(() => import('../Sign/components/NewSigning'));
const RescheduleModal = lazy(() => import('./components/RescheduleModal'));

const formatTime = (iso: string | null) => (iso ? chinaTime(iso) : '-');

const DAY_MS = 86_400_000;
const nextDayStart = (day: string) => new Date(Date.parse(chinaDayStart(day)) + DAY_MS).toISOString();

/** China days as instants: from the start of the first to the start of the day after the last; and back. */
const sendWindow = {
  from: ([from, to]: [string, string]): [string, string] => [chinaDayStart(from), nextDayStart(to)],
  to: ([sendFrom, sendBefore]: [string, string]): [string, string] => [
    chinaDate(sendFrom),
    chinaDate(new Date(Date.parse(sendBefore) - DAY_MS)),
  ],
};

/** Today's part (a China day) of the chosen send window, or null when the window leaves today out. */
function todayWithin({ sendFrom, sendBefore }: Pick<SignTaskQuery, 'sendFrom' | 'sendBefore'>) {
  const today = chinaDate(new Date());
  const start = chinaDayStart(today);
  const end = nextDayStart(today);
  const from = sendFrom && sendFrom > start ? sendFrom : start;
  const before = sendBefore && sendBefore < end ? sendBefore : end;
  return from < before ? { sendFrom: from, sendBefore: before } : null;
}

/**
 * Scheduled sends (preSign): tasks waiting for their send time, with how many were scheduled
 * today and in all; each can get a new time, go back to draft, or be sent now.
 */
const AdvanceSend: React.FC = () => {
  const t = useT();
  const table = useRef<ListAction<SignTaskQuery>>();
  const [counts, setCounts] = useState<{ today: number; total: number }>();
  const [rescheduling, setRescheduling] = useState<SignTask>();
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState<string>();
  const reload = () => table.current?.reload();

  const run = async (key: string, call: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await call();
      message.success(t(done));
      reload();
    } finally {
      setBusy(undefined);
    }
  };

  const shared = useSignTaskFilters({
    employee: t('pages.advanceSend.employee'),
    employeePlaceholder: t('pages.advanceSend.employee.placeholder'),
    department: t('pages.advanceSend.department'),
    template: t('pages.advanceSend.template'),
    createdAt: t('pages.advanceSend.createdAt'),
  });

  const columns: ListColumn<SignTask>[] = [
    shared.employee,
    shared.department,
    shared.template,
    shared.createdRange,
    {
      title: t('pages.advanceSend.sendAt'),
      dataIndex: 'sendRange',
      valueType: 'dateRange',
      hideInTable: true,
      range: ['sendFrom', 'sendBefore'],
      rangeQuery: sendWindow,
    },
    {
      title: t('pages.advanceSend.sendAt'),
      dataIndex: 'sendAt',
      search: false,
      sorter: true,
      render: (task) => formatTime(task.sendAt),
    },
    {
      title: t('pages.advanceSend.deadline'),
      dataIndex: 'deadline',
      search: false,
      sorter: true,
      render: (task) => formatTime(task.deadline),
    },
    // The server does not sort by initiator: that column offers no sorter.
    { title: t('pages.advanceSend.initiator'), dataIndex: 'initiatorName', search: false },
    {
      title: t('pages.advanceSend.createdAt'),
      dataIndex: 'createdAt',
      search: false,
      sorter: true,
      render: (task) => formatTime(task.createdAt),
    },
    {
      title: t('pages.common.actions'),
      valueType: 'option',
      fixed: 'right',
      render: (task) => (
        <Space size={12} wrap>
          <a onClick={() => setRescheduling(task)}>{t('pages.advanceSend.action.reschedule')}</a>
          <Popconfirm
            title={t('pages.advanceSend.cancel.confirm')}
            onConfirm={() => run(`cancel-${task.id}`, () => cancelSchedule(task.id), 'pages.advanceSend.cancel.done')}
          >
            <a aria-disabled={busy === `cancel-${task.id}`}>{t('pages.advanceSend.action.cancel')}</a>
          </Popconfirm>
          <Popconfirm
            title={t('pages.advanceSend.send.confirm')}
            onConfirm={() => run(`send-${task.id}`, () => sendSignTask(task.id), 'pages.advanceSend.send.done')}
          >
            <a aria-disabled={busy === `send-${task.id}`}>{t('pages.advanceSend.action.send')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic
              title={<Tooltip title={t('pages.advanceSend.count.today.hint')}>{t('pages.advanceSend.count.today')}</Tooltip>}
              value={counts?.today ?? '-'}
              loading={!counts}
            />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('pages.advanceSend.count.total')} value={counts?.total ?? '-'} loading={!counts} />
          </Card>
        </Col>
      </Row>
      <ListTable<SignTask, SignTaskQuery>
        title={t('pages.advanceSend.title')}
        rowKey="id"
        actionRef={table}
        columns={columns}
        params={{ status: 'scheduled' }}
        defaultSorter="sendAt"
        request={async (query) => {
          const { current: _c, pageSize: _p, sorter: _s, status: _status, ...filters } = query;
          // The counts follow the list's filters; "today" is what goes out today (none when the
          // chosen send dates leave today out).
          const today = todayWithin(filters);
          const [page] = await Promise.all([
            querySignTasks(query),
            Promise.all([querySignTaskCounts(filters), today ? querySignTaskCounts({ ...filters, ...today }) : undefined]).then(
              ([all, ofToday]) => setCounts({ total: all.scheduled, today: ofToday?.scheduled ?? 0 }),
            ),
          ]);
          return page;
        }}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setCreating(true);
              message.info(
                t('pages.advanceSend.create.hint', { section: t('pages.sign.new.mode'), mode: t('pages.sign.new.mode.schedule') }),
                8,
              );
            }}
          >
            {t('pages.advanceSend.create')}
          </Button>
        }
      />
      <Suspense fallback={null}>
        {rescheduling && (
          <RescheduleModal
            task={rescheduling}
            onClose={() => setRescheduling(undefined)}
            onSave={async (sendAt) => {
              await scheduleSignTask(rescheduling.id, sendAt);
              message.success(t('pages.advanceSend.reschedule.done'));
              reload();
            }}
          />
        )}
        {creating && (
          <NewSigning
            defaultMode="schedule"
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

export default AdvanceSend;
