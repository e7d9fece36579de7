import { Link } from '@umijs/max';
import { Button, Result, Typography } from 'antd';
import type { ResultStatusType } from 'antd/es/result';
import type { SigningLinkState } from '@common/api/signing';
import { useT } from '@/hooks/useT';
import { myPageUrl } from '@/services/my';

/** Every page the link can end on: how the task ended, what the employee just did, or a link we do not know. */
export type Ending = Exclude<SigningLinkState, 'open'> | 'unknown' | 'done.signed' | 'done.rejected';

const LOOK: Record<Ending, { status: ResultStatusType; title: string; desc: string }> = {
  unknown: { status: 'warning', title: 'pages.signing.state.unknown.title', desc: 'pages.signing.state.unknown.desc' },
  signed: { status: 'success', title: 'pages.signing.state.signed.title', desc: 'pages.signing.state.signed.desc' },
  completed: { status: 'success', title: 'pages.signing.state.completed.title', desc: 'pages.signing.state.completed.desc' },
  rejected: { status: 'info', title: 'pages.signing.state.rejected.title', desc: 'pages.signing.state.rejected.desc' },
  revoked: { status: 'warning', title: 'pages.signing.state.revoked.title', desc: 'pages.signing.state.revoked.desc' },
  expired: { status: 'warning', title: 'pages.signing.state.expired.title', desc: 'pages.signing.state.expired.desc' },
  'done.signed': { status: 'success', title: 'pages.signing.done.signed.title', desc: 'pages.signing.done.signed.desc' },
  'done.rejected': { status: 'info', title: 'pages.signing.done.rejected.title', desc: 'pages.signing.done.rejected.desc' },
};

/** After signing: where the contract will be kept, the workers' own page (/my). */
const MY_PAGE: Partial<Record<Ending, string>> = {
  'done.signed': 'pages.signing.my.after',
  signed: 'pages.signing.my.after',
  completed: 'pages.signing.my.completed',
};

/**
 * A page of its own for each ending: its title and what it means for the employee; for a revoked
 * task, the reason the initiator gave.
 */
const StateResult: React.FC<{ ending: Ending; company?: string; revokeReason?: string | null }> = ({ ending, company, revokeReason }) => {
  const t = useT();
  const { status, title, desc } = LOOK[ending];
  const my = MY_PAGE[ending];
  const reason = ending === 'revoked' && revokeReason;
  return (
    <Result
      status={status}
      title={<h1 style={{ fontSize: 22, margin: 0 }}>{t(title)}</h1>}
      subTitle={t(desc, { company: company ?? '' })}
      extra={
        reason ? (
          <Typography.Paragraph style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {t('pages.signing.state.revoked.reason', { reason })}
          </Typography.Paragraph>
        ) : (
          my && (
            <Typography.Paragraph style={{ overflowWrap: 'anywhere' }}>
              {t(my)}
              <br />
              <Link to="/my">{myPageUrl()}</Link>
            </Typography.Paragraph>
          )
        )
      }
    />
  );
};

/** A page that could not be loaded (rate limit, server failure, no connection), with a retry. */
export const LoadFailure: React.FC<{ message: string; onRetry: () => void }> = ({ message, onRetry }) => {
  const t = useT();
  return (
    <Result
      status="error"
      title={<h1 style={{ fontSize: 22, margin: 0 }}>{t('pages.signing.error.load')}</h1>}
      subTitle={message || t('pages.signing.error.network')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('pages.signing.retry')}
        </Button>
      }
    />
  );
};

export default StateResult;
