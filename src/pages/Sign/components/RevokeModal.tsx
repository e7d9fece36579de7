import ReasonModal from '@/components/ReasonModal';
import { useT } from '@/hooks/useT';
import type { SignTask } from '@common/api/signing';
import { LIMITS } from '@common/validation/limits';

/** Asks for the reason a task is revoked (required), then revokes it through `onRevoke`. */
const RevokeModal: React.FC<{ task: SignTask; onRevoke: (reason: string) => Promise<unknown>; onClose: () => void }> = ({
  task,
  onRevoke,
  onClose,
}) => {
  const t = useT();
  return (
    <ReasonModal
      title={t('pages.sign.revoke.title', { name: task.employeeName })}
      hint={t('pages.sign.revoke.hint')}
      label={t('pages.sign.revoke.reason')}
      placeholder={t('pages.sign.revoke.placeholder')}
      okText={t('pages.sign.action.revoke')}
      max={LIMITS.reason}
      onSubmit={onRevoke}
      onClose={onClose}
    />
  );
};

export default RevokeModal;
