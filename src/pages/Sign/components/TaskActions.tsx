import { history, Link, useAccess } from '@umijs/max';
import { Button, message, Popconfirm, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useT } from '@/hooks/useT';
import { cancelSchedule, companySign, resendSignTask, revokeSignTask, sendSignTask } from '@/services/signing';
import { OPEN_SIGN_TASK_STATUSES, type SignTask } from '../../../../common/api/signing';

// The dialogs load when opened: the list and the detail page draw without them.
const RevokeModal = lazy(() => import('./RevokeModal'));
const TaskValuesModal = lazy(() => import('./TaskValuesModal'));

/** Ended tasks that can be corrected and sent again. */
const RESUBMITTABLE: readonly SignTask['status'][] = ['rejected', 'expired', 'revoked'];

interface Props {
  task: SignTask;
  /** After a change: refresh what shows the task (and the counts). */
  onDone: () => void;
  /** Links in a table row, or buttons in a page header. */
  variant?: 'link' | 'button';
  /** Adds "View" (to /sign/:id): the list has it, the detail page does not. */
  withView?: boolean;
}

/**
 * What may be done with a task in its state, by the caller's permissions (docs/product.md,
 * "Sign task states"): edit or send a draft, resend, revoke with a reason, cancel a schedule,
 * correct and send again an ended task, company signing (batchSign). A refused change (409: the
 * task moved on) is shown by the request layer.
 */
const TaskActions: React.FC<Props> = ({ task, onDone, variant = 'link', withView }) => {
  const t = useT();
  const { viewSign, batchSign } = useAccess();
  const [revoking, setRevoking] = useState(false);
  const [valuesFor, setValuesFor] = useState<'edit' | 'resubmit'>();
  const [busy, setBusy] = useState<string>();

  const run = async (key: string, call: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await call();
      message.success(t(done));
      onDone();
    } finally {
      setBusy(undefined);
    }
  };

  /** A change asked for once more before it is made. */
  const confirmed = (key: string, confirm: string, call: () => Promise<unknown>, done: string, primary = false) => (
    <Popconfirm key={key} title={t(confirm)} onConfirm={() => run(key, call, done)}>
      {variant === 'button' ? (
        <Button type={primary ? 'primary' : 'default'} loading={busy === key}>
          {t(`pages.sign.action.${key}`)}
        </Button>
      ) : (
        <a>{t(`pages.sign.action.${key}`)}</a>
      )}
    </Popconfirm>
  );

  const { id, status } = task;
  const actions: React.ReactNode[] = [];
  if (withView) {
    actions.push(
      <Link key="view" to={`/sign/${id}`}>
        {t('pages.common.view')}
      </Link>,
    );
  }
  const opens = (key: 'edit' | 'resubmit') =>
    variant === 'button' ? (
      <Button key={key} onClick={() => setValuesFor(key)}>
        {t(`pages.sign.action.${key}`)}
      </Button>
    ) : (
      <a key={key} onClick={() => setValuesFor(key)}>
        {t(`pages.sign.action.${key}`)}
      </a>
    );
  if (viewSign && status === 'draft') {
    actions.push(opens('edit'));
    actions.push(confirmed('send', 'pages.sign.send.confirm', () => sendSignTask(id), 'pages.sign.send.done', true));
  }
  if (viewSign && RESUBMITTABLE.includes(status)) actions.push(opens('resubmit'));
  if (viewSign && status === 'pending_employee') {
    actions.push(confirmed('resend', 'pages.sign.resend.confirm', () => resendSignTask(id), 'pages.sign.resend.done'));
  }
  if (viewSign && status === 'scheduled') {
    actions.push(
      confirmed('cancelSchedule', 'pages.sign.cancelSchedule.confirm', () => cancelSchedule(id), 'pages.sign.cancelSchedule.done'),
    );
  }
  if (batchSign && status === 'pending_company') {
    actions.push(confirmed('companySign', 'pages.sign.companySign.confirm', () => companySign(id), 'pages.sign.companySign.done', true));
  }
  if (viewSign && OPEN_SIGN_TASK_STATUSES.includes(status)) {
    actions.push(
      variant === 'button' ? (
        <Button key="revoke" danger onClick={() => setRevoking(true)}>
          {t('pages.sign.action.revoke')}
        </Button>
      ) : (
        <a key="revoke" style={{ color: '#ff4d4f' }} onClick={() => setRevoking(true)}>
          {t('pages.sign.action.revoke')}
        </a>
      ),
    );
  }

  return (
    <>
      <Space size={variant === 'button' ? 8 : 12} wrap>
        {actions}
      </Space>
      <Suspense fallback={null}>
        {valuesFor && (
          <TaskValuesModal
            task={task}
            purpose={valuesFor}
            onClose={() => setValuesFor(undefined)}
            onDone={(saved) => {
              setValuesFor(undefined);
              if (saved.id === id) onDone();
              else history.push(`/sign/${saved.id}`);
            }}
          />
        )}
        {revoking && (
          <RevokeModal
            task={task}
            onClose={() => setRevoking(false)}
            onRevoke={async (reason) => {
              await revokeSignTask(id, reason);
              message.success(t('pages.sign.revoke.done'));
              onDone();
            }}
          />
        )}
      </Suspense>
    </>
  );
};

export default TaskActions;
