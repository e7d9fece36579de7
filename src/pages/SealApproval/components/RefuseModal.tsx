import ReasonModal from '@/components/ReasonModal';
import { useT } from '@/hooks/useT';
import { SEAL_REFUSAL_MAX, type SealApproval } from '@common/api/seals';

interface Props {
  approval: SealApproval;
  onRefuse: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks why the seal's use is refused (required, as the server requires it), then refuses through `onRefuse`. */
const RefuseModal: React.FC<Props> = ({ approval, onRefuse, onClose }) => {
  const t = useT();
  return (
    <ReasonModal
      title={t('pages.sealApproval.refuse.title', { seal: approval.sealName })}
      hint={t('pages.sealApproval.refuse.hint')}
      label={t('pages.sealApproval.refuse.reason')}
      placeholder={t('pages.sealApproval.refuse.placeholder')}
      okText={t('pages.sealApproval.refuse')}
      max={SEAL_REFUSAL_MAX}
      onSubmit={onRefuse}
      onClose={onClose}
    />
  );
};

export default RefuseModal;
