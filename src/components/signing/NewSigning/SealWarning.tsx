/**
 * New signing's warning when the company cannot seal what is sent: it has no seal yet, or none of
 * the kind the chosen template asks for. Its employees could sign, but the contracts would stop
 * at "awaiting company seal". Says who can fix it and where; a warning, not a block (the seal may
 * be added before anyone signs).
 */
import { useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert } from 'antd';
import { useT } from '@/hooks/useT';
import { getSigningReadiness } from '@/services/companies';
import { sealKindLabel } from '@/utils/sealKind';
import type { SealKind } from '@common/api/seals';

/** `sealKind`: the kind the chosen principal template asks for (none chosen yet: not checked). */
const SealWarning: React.FC<{ sealKind?: SealKind }> = ({ sealKind }) => {
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
  const data = readiness.data;
  if (!data) return null;
  if (!data.hasSeal) {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('pages.sign.new.noSeal.title', { company: data.companyName })}
        description={t('pages.sign.new.noSeal.description')}
      />
    );
  }
  if (!sealKind || data.seals.some((s) => s.kind === sealKind)) return null;
  const kind = sealKindLabel(t, sealKind);
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={t('pages.sign.new.sealKindMissing.title', { company: data.companyName, kind })}
      description={t('pages.sign.new.sealKindMissing.description', { kind })}
    />
  );
};

export default SealWarning;
