import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { theme } from 'antd';
import type { SigningLinkState } from '@common/api/signing';
import { useT } from '@/hooks/useT';
import { myPageUrl } from '@/services/my';
import { Paragraph } from './Prose';

type Status = 'success' | 'info' | 'warning' | 'error';

/**
 * An ending's page: an icon, a title, what it means, and what to do. The page's own, not antd's
 * Result, whose pictures for 403/404/500 came with it to every phone (a tenth of the page's script),
 * nor its Typography and Button (the page draws with the theme alone before the form loads).
 */
const EndingPanel: React.FC<{ status: Status; title: React.ReactNode; subTitle: React.ReactNode; extra?: React.ReactNode }> = ({
  status,
  title,
  subTitle,
  extra,
}) => {
  const { token } = theme.useToken();
  const icon = {
    success: <CheckCircleFilled style={{ color: token.colorSuccess }} />,
    info: <InfoCircleFilled style={{ color: token.colorInfo }} />,
    warning: <ExclamationCircleFilled style={{ color: token.colorWarning }} />,
    error: <CloseCircleFilled style={{ color: token.colorError }} />,
  }[status];
  return (
    <div style={{ padding: '48px 16px', textAlign: 'center' }}>
      <div style={{ fontSize: 72, lineHeight: 1, marginBottom: 24 }}>{icon}</div>
      {title}
      <div style={{ marginTop: 8, color: token.colorTextSecondary, fontSize: 14 }}>{subTitle}</div>
      {extra && <div style={{ marginTop: 24 }}>{extra}</div>}
    </div>
  );
};

/** Every page the link can end on: how the task ended, what the employee just did, or a link we do not know. */
export type Ending = Exclude<SigningLinkState, 'open'> | 'unknown' | 'done.signed' | 'done.rejected';

const LOOK: Record<Ending, { status: Status; title: string; desc: string }> = {
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
    <EndingPanel
      status={status}
      title={<h1 style={{ fontSize: 22, margin: 0 }}>{t(title)}</h1>}
      subTitle={t(desc, { company: company ?? '' })}
      extra={
        reason ? (
          <Paragraph style={{ whiteSpace: 'pre-line' }}>{t('pages.signing.state.revoked.reason', { reason })}</Paragraph>
        ) : (
          my && (
            <Paragraph>
              {t(my)}
              <br />
              <Link to="/my">{myPageUrl()}</Link>
            </Paragraph>
          )
        )
      }
    />
  );
};

/** The page's "try again": a button in the theme's primary colour (the page loads no antd Button before its form). */
export const RetryButton: React.FC<{ onRetry: () => void }> = ({ onRetry }) => {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      onClick={onRetry}
      style={{
        padding: '4px 15px',
        minHeight: token.controlHeight,
        border: 'none',
        borderRadius: token.borderRadius,
        background: token.colorPrimary,
        color: token.colorTextLightSolid,
        font: 'inherit',
        cursor: 'pointer',
      }}
    >
      {t('pages.signing.retry')}
    </button>
  );
};

/** A page that could not be loaded (rate limit, server failure, no connection), with a retry. */
export const LoadFailure: React.FC<{ message: string; onRetry: () => void }> = ({ message, onRetry }) => {
  const t = useT();
  return (
    <EndingPanel
      status="error"
      title={<h1 style={{ fontSize: 22, margin: 0 }}>{t('pages.signing.error.load')}</h1>}
      subTitle={message || t('pages.signing.error.network')}
      extra={<RetryButton onRetry={onRetry} />}
    />
  );
};

export default StateResult;
