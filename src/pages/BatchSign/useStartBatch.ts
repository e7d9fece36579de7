import { useState, type MutableRefObject } from 'react';
import type { ListAction } from '@/components/ListTable';
import { createBatch } from '@/services/batches';
import { querySignTaskCounts } from '@/services/signTasks';
import type { Batch, BatchCreateBody, BatchFilter } from '@common/api/batches';
import type { SignTaskQuery } from '@common/api/signing';

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
 * Starting a batch: of the chosen tasks, or of all those matching the tasks list's filters (how
 * many is asked first, `matching`). `onStarted` hears of the batch; the tasks list reloads.
 */
export function useStartBatch({
  tasksTable,
  onStarted,
}: {
  tasksTable: MutableRefObject<ListAction<SignTaskQuery> | undefined>;
  onStarted: (batch: Batch) => void;
}) {
  const [starting, setStarting] = useState(false);
  /** "Seal all matching": how many match, asked before starting. */
  const [matching, setMatching] = useState<{ count: number; filter: BatchFilter }>();
  const [counting, setCounting] = useState(false);

  const start = async (body: BatchCreateBody) => {
    setStarting(true);
    try {
      const batch = await createBatch(body);
      setMatching(undefined);
      onStarted(batch);
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

  return { start, starting, askAll, counting, matching, dismiss: () => setMatching(undefined) };
}
