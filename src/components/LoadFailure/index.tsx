import { Result } from 'antd';
import BackHomeResult from '@/components/BackHomeResult';
import { statusOf } from '@/services/request';

/** The statuses a page's own record may fail with that LoadFailure shows as a page. */
export const RECORD_STATUSES = [403, 404] as const;

/**
 * A page's own record did not load: the 403 page when it is outside the user's reach, the 404
 * page when it does not exist, the server's message otherwise. Load it with
 * `handles: RECORD_STATUSES` so that no notification shows as well.
 */
const LoadFailure: React.FC<{ error: Error }> = ({ error }) => {
  const status = statusOf(error);
  if (status === 403) return <BackHomeResult status="403" messageId="pages.403.subTitle" />;
  if (status === 404) return <BackHomeResult status="404" messageId="pages.404.subTitle" />;
  return <Result status="warning" title={error.message} />;
};

export default LoadFailure;
