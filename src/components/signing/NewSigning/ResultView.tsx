/**
 * The end of new signing: what the server did, read from the tasks it answered, because the
 * form's mode is gone by then and "the text was sent" must only be said when it was.
 */
import { Button, Result, Table } from 'antd';
import { useT } from '@/hooks/useT';
import type { SignRefusal, SignTask, SignTaskCreateResult } from '@common/api/signing';
import { chinaTime } from '@common/china-time';

/** Created tasks in the order the user reads about them: sent, then scheduled (by time), then drafts. */
function byOutcome(created: SignTask[]) {
  const scheduled = new Map<string, number>();
  created
    .filter((task) => task.status === 'scheduled' && task.sendAt)
    .forEach((task) => {
      scheduled.set(task.sendAt!, (scheduled.get(task.sendAt!) ?? 0) + 1);
    });
  return {
    sent: created.filter((task) => task.status === 'pending_employee').length,
    scheduled: [...scheduled].sort(([a], [b]) => a.localeCompare(b)),
    drafts: created.filter((task) => task.status === 'draft').length,
  };
}

/**
 * What new signing really did, read from the tasks the server created (not from the form): who
 * was texted now, when the scheduled texts go out (China time, the zone named), which drafts
 * were saved without a text, and who was refused and why (the server's words).
 */
const ResultView: React.FC<{ result: SignTaskCreateResult; onDone: () => void; onAgain: () => void }> = ({ result, onDone, onAgain }) => {
  const t = useT();
  const { created, refused } = result;
  const outcome = byOutcome(created);
  return (
    <>
      <Result
        status={!created.length ? 'error' : refused.length ? 'warning' : 'success'}
        title={t('pages.sign.result.created', { count: created.length })}
        subTitle={
          <>
            {outcome.sent > 0 && <div>{t('pages.sign.result.sent', { count: outcome.sent })}</div>}
            {outcome.scheduled.map(([sendAt, count]) => (
              <div key={sendAt}>
                {t('pages.sign.result.scheduled', { count, time: t('pages.sign.result.chinaTime', { time: chinaTime(sendAt) }) })}
              </div>
            ))}
            {outcome.drafts > 0 && <div>{t('pages.sign.result.drafts', { count: outcome.drafts })}</div>}
            {refused.length > 0 && <div>{t('pages.sign.result.refused', { count: refused.length })}</div>}
          </>
        }
        extra={[
          <Button key="done" type="primary" onClick={onDone}>
            {t('pages.sign.result.done')}
          </Button>,
          <Button key="again" onClick={onAgain}>
            {t('pages.sign.result.again')}
          </Button>,
        ]}
      />
      {refused.length > 0 && (
        <Table<SignRefusal>
          size="small"
          rowKey="employeeId"
          dataSource={refused}
          pagination={refused.length > 10 ? { pageSize: 10, size: 'small' } : false}
          title={() => t('pages.sign.result.refusedTitle')}
          columns={[
            { title: t('pages.sign.employee'), dataIndex: 'employeeName', width: 200 },
            { title: t('pages.sign.result.reason'), dataIndex: 'reason' },
          ]}
        />
      )}
    </>
  );
};

export default ResultView;
