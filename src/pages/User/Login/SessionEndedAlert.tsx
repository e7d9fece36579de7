import { useSearchParams } from '@umijs/max';
import { Alert } from 'antd';
import { useT } from '@/hooks/useT';
import { SESSION_END_REASONS, type SessionEndReason } from '@common/api/envelope';

/**
 * Why the user was sent here, when the server ended the session for a reason (`?reason=`, set by
 * the request layer): only known codes, each in the page's own words; nothing from the URL is shown.
 */
const SessionEndedAlert: React.FC = () => {
  const t = useT();
  const [search] = useSearchParams();
  const reason = SESSION_END_REASONS.find((known: SessionEndReason) => known === search.get('reason'));
  if (!reason) return null;
  return <Alert role="alert" type="warning" showIcon style={{ marginBottom: 24 }} message={t(`pages.login.sessionEnded.${reason}`)} />;
};

export default SessionEndedAlert;
