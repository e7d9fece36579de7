import '@/locales/onDemand/batch';
// New signing (from /sign) speaks the signing screens' strings.
import '@/locales/onDemand/sign';
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Button, message } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import ListTable, { type ListAction } from '@/components/ListTable';
import { useT } from '@/hooks/useT';
import { querySignTaskCounts, querySignTasks, scheduleSignTask } from '@/services/signTasks';
import type { SignTask, SignTaskQuery } from '@common/api/signing';
import ScheduleCounts from './components/ScheduleCounts';
import { useScheduledColumns } from './components/useScheduledColumns';
import { todayWithin } from './sendWindow';

// The same New Signing form as /sign, and the reschedule dialog, loaded when first opened.
const NewSigning = lazy(() => import('@/components/signing/NewSigning'));
const RescheduleModal = lazy(() => import('./components/RescheduleModal'));

/**
 * Scheduled sends (the spec's /advanceSend, permission preSign): tasks waiting for their send
 * time, with how many were scheduled today and in all; each can get a new time, go back to
 * draft, or be sent now.
 */
const ScheduledSends: React.FC = () => {
  const t = useT();
  const table = useRef<ListAction<SignTaskQuery>>();
  const [counts, setCounts] = useState<{ today: number; total: number }>();
  const [rescheduling, setRescheduling] = useState<SignTask>();
  const [creating, setCreating] = useState(false);
  const reload = () => table.current?.reload();
  const columns = useScheduledColumns({ onReschedule: setRescheduling, reload });

  /** A page of the list, and the counts under the same filters. */
  const request = async (query: SignTaskQuery) => {
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
  };

  const create = () => {
    setCreating(true);
    message.info(t('pages.advanceSend.create.hint', { section: t('pages.sign.new.mode'), mode: t('pages.sign.new.mode.schedule') }), 8);
  };

  return (
    <PageContainer>
      <ScheduleCounts counts={counts} />
      <ListTable<SignTask, SignTaskQuery>
        title={t('pages.advanceSend.title')}
        rowKey="id"
        actionRef={table}
        columns={columns}
        params={{ status: 'scheduled' }}
        defaultSorter="sendAt"
        request={request}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={create}>
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

export default ScheduledSends;
