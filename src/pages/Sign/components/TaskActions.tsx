import { history, Link, useAccess } from '@umijs/max';
import { Button, message, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useT, type Translate } from '@/hooks/useT';
import { cancelSchedule, companySign, resendSignTask, revokeSignTask, sendSignTask } from '@/services/signTasks';
import { OPEN_SIGN_TASK_STATUSES, type CompanySignAwaitingApproval, type SignTask } from '@common/api/signing';

// The dialogs load when opened: the list and the detail page draw without them.
const RevokeModal = lazy(() => import('./RevokeModal'));
const TaskValuesModal = lazy(() => import('./TaskValuesModal'));

/** Ended tasks that can be corrected and sent again. */
const RESUBMITTABLE: readonly SignTask['status'][] = ['rejected', 'expired', 'revoked'];

/** Says a company signing is done: sealed, or (HTTP 202) waiting for the seal's approvers in a batch of this one task. */
function sayCompanySigned(t: Translate, answer: SignTask | CompanySignAwaitingApproval) {
  if (!('awaitingApproval' in answer)) {
    message.success(t('pages.sign.companySign.done'));
    return;
  }
  const batch = `/batchSign?batch=${answer.batchId}`;
  // A static message renders outside the router: the link navigates through history.
  const link = (
    <a
      href={batch}
      onClick={(e) => {
        e.preventDefault();
        history.push(batch);
      }}
    >
      {t('pages.sign.companySign.viewBatch', { id: answer.batchId })}
    </a>
  );
  message.info({
    content: (
      <span>
        {t('pages.sign.companySign.awaiting')} {link}
      </span>
    ),
    duration: 8,
  });
}

/** An action that opens a dialog: a link in a table row, a button in a page header. */
const OpenAction: React.FC<{ variant: 'link' | 'button'; label: string; onClick: () => void; danger?: boolean }> = ({
  variant,
  label,
  onClick,
  danger,
}) =>
  variant === 'button' ? (
    <Button danger={danger} onClick={onClick}>
      {label}
    </Button>
  ) : (
    <a style={danger ? { color: '#ff4d4f' } : undefined} onClick={onClick}>
      {label}
    </a>
  );

/** Company signing the reader cannot do now, shown disabled with the reason. */
const SealBlocked: React.FC<{ variant: 'link' | 'button'; reason: string }> = ({ variant, reason }) => {
  const t = useT();
  return (
    <Tooltip title={reason}>
      {/* A disabled button takes no pointer events: its wrapper shows the reason. */}
      <span>
        {variant === 'button' ? (
          <Button type="primary" disabled style={{ pointerEvents: 'none' }}>
            {t('pages.sign.action.companySign')}
          </Button>
        ) : (
          <Typography.Text disabled>{t('pages.sign.action.companySign')}</Typography.Text>
        )}
      </span>
    </Tooltip>
  );
};

interface Props {
  task: SignTask;
  /** After a change: refresh what shows the task (and the counts). */
  onDone: () => void;
  /** Links in a table row, or buttons in a page header. */
  variant?: 'link' | 'button';
  /** Adds "View" (to /sign/:id): the list has it, the detail page does not. */
  withView?: boolean;
  /** Why the reader cannot seal it now (the task page knows its seal): company sealing shows disabled, saying why. */
  sealBlocked?: string;
}

/**
 * What may be done with a task in its state, by the caller's permissions (docs/product.md,
 * "Sign task states"): edit or send a draft, resend, revoke with a reason, cancel a schedule,
 * correct and send again an ended task, company signing (batchSign; when the seal's use needs
 * approval, it waits for the approvers instead). A refused change (409: the task moved on) is
 * shown by the request layer.
 */
const TaskActions: React.FC<Props> = ({ task, onDone, variant = 'link', withView, sealBlocked }) => {
  const t = useT();
  const { viewSign, batchSign } = useAccess();
  const [revoking, setRevoking] = useState(false);
  const [valuesFor, setValuesFor] = useState<'edit' | 'resubmit'>();
  const [busy, setBusy] = useState<string>();

  /** Makes the change, then says it is done: `done` a message id, or what to say of the answer. */
  const run = async <A,>(key: string, call: () => Promise<A>, done: string | ((answer: A) => void)) => {
    setBusy(key);
    try {
      const answer = await call();
      if (typeof done === 'string') message.success(t(done));
      else done(answer);
      onDone();
    } finally {
      setBusy(undefined);
    }
  };

  /** A change asked for once more before it is made. */
  const confirmed = <A,>(key: string, confirm: string, call: () => Promise<A>, done: string | ((answer: A) => void), primary = false) => (
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
  const opens = (key: 'edit' | 'resubmit') => (
    <OpenAction key={key} variant={variant} label={t(`pages.sign.action.${key}`)} onClick={() => setValuesFor(key)} />
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
    actions.push(
      sealBlocked ? (
        <SealBlocked key="companySign" variant={variant} reason={sealBlocked} />
      ) : (
        confirmed(
          'companySign',
          'pages.sign.companySign.confirm',
          () => companySign(id),
          (answer) => sayCompanySigned(t, answer),
          true,
        )
      ),
    );
  }
  if (viewSign && OPEN_SIGN_TASK_STATUSES.includes(status)) {
    actions.push(
      <OpenAction key="revoke" variant={variant} danger label={t('pages.sign.action.revoke')} onClick={() => setRevoking(true)} />,
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
