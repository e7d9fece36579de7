import { message, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import type { ListColumn } from '@/components/ListTable';
import { useSignTaskFilters } from '@/components/signing/useSignTaskFilters';
import { useT } from '@/hooks/useT';
import { cancelSchedule, sendSignTask } from '@/services/signTasks';
import type { SignTask } from '@common/api/signing';
import { chinaTime } from '@common/china-time';
import { sendWindow } from '../sendWindow';

const formatTime = (iso: string | null) => (iso ? chinaTime(iso) : '-');

/**
 * The columns of the scheduled sends: the shared filters, the send window, the times, and each
 * task's actions (a new time, back to draft, send now; `reload` after each).
 */
export function useScheduledColumns({ onReschedule, reload }: { onReschedule: (task: SignTask) => void; reload: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState<string>();
  const shared = useSignTaskFilters('advanceSend');

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

  const columns: ListColumn<SignTask>[] = [
    ...shared.all,
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
          <a onClick={() => onReschedule(task)}>{t('pages.advanceSend.action.reschedule')}</a>
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
  return columns;
}
