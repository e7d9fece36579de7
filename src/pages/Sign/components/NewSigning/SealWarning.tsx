/**
 * New signing's warning when the company has no seal yet: its employees could sign, but the
 * company could not seal, so the contracts would stop at "awaiting company seal". Says who can
 * fix it and where; a warning, not a block (the seal may be uploaded before anyone signs).
 */
import { useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert } from 'antd';
import { useT } from '@/hooks/useT';
import { getSigningReadiness } from '@/services/signing';

const SealWarning: React.FC = () => {
  const t = useT();
  const { initialState } = useModel('@@initialState');
  // The tasks' company: the initiator's own (new signing is for types 2-4, within their company).
  const companyId = initialState?.currentUser?.relation_id ?? 0;
  // Its own failure only leaves the warning out.
  const readiness = useRequest(() => getSigningReadiness(companyId), {
    ready: companyId > 0,
    refreshDeps: [companyId],
    onError: () => undefined,
  });
  if (!readiness.data || readiness.data.hasSeal) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={t('pages.sign.new.noSeal.title', { company: readiness.data.companyName })}
      description={t('pages.sign.new.noSeal.description')}
    />
  );
};

export default SealWarning;
