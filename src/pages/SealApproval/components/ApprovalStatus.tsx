import { Tag, Typography } from 'antd';
import { useT } from '@/hooks/useT';
import type { SealApproval } from '@common/api/seals';

const STATUS_COLOURS = { pending: 'processing', approved: 'success', refused: 'error' } as const;

/** Where an approval stands, and a refusal's reason beneath it. */
const ApprovalStatus: React.FC<{ approval: Pick<SealApproval, 'status' | 'reason'> }> = ({ approval: { status, reason } }) => {
  const t = useT();
  return (
    <>
      <Tag color={STATUS_COLOURS[status]}>{t(`pages.sealApproval.status.${status}`)}</Tag>
      {status === 'refused' && reason && (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', overflowWrap: 'anywhere' }}>
          {t('pages.sealApproval.reason', { reason })}
        </Typography.Paragraph>
      )}
    </>
  );
};

export default ApprovalStatus;
