import '@/locales/onDemand/batch';
import { PageContainer } from '@ant-design/pro-components';
import { message } from 'antd';
import { useSearchParams } from '@umijs/max';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListAction } from '@/components/ListTable';
import { useT } from '@/hooks/useT';
import type { Batch } from '@common/api/batches';
import type { PageQuery } from '@common/api/paging';
import type { SignTaskQuery } from '@common/api/signing';
import BatchDrawer from './components/BatchDrawer';
import BatchHistory from './components/BatchHistory';
import BatchRun from './components/BatchRun';
import BatchSeals from './components/BatchSeals';
import PendingTasks from './components/PendingTasks';
import SealAllModal from './components/SealAllModal';
import { useStartBatch } from './useStartBatch';

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

  const batch = useStartBatch({
    tasksTable,
    onStarted: (started) => {
      setSelected([]);
      begun(started);
    },
  });

  const finished = useCallback(() => {
    tasksTable.current?.reload();
    batchesTable.current?.reload();
  }, []);

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
      <PendingTasks
        actionRef={tasksTable}
        selected={selected}
        onSelect={setSelected}
        startingSelected={batch.starting && !batch.matching}
        counting={batch.counting}
        onSealSelected={() => batch.start({ taskIds: selected })}
        onSealAll={batch.askAll}
      />
      <BatchHistory actionRef={batchesTable} onView={setOpened} />
      <SealAllModal
        count={batch.matching?.count}
        starting={batch.starting}
        onStart={() => batch.matching && batch.start({ filter: batch.matching.filter })}
        onCancel={batch.dismiss}
      />
      {opened !== undefined && <BatchDrawer batchId={opened} onClose={() => setOpened(undefined)} onFollow={follow} />}
    </PageContainer>
  );
};

export default BatchSign;
