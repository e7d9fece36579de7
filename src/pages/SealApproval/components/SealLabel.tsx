import { Tag } from 'antd';
import { useT } from '@/hooks/useT';
import { sealKindLabel } from '@/utils/sealKind';
import { sealKindName, type SealApproval } from '@common/api/seals';

/** A seal as people know it: its kind, then its name unless that is only the kind's usual name (公章). */
const SealLabel: React.FC<{ approval: Pick<SealApproval, 'sealKind' | 'sealName'> }> = ({ approval: { sealKind, sealName } }) => {
  const t = useT();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Tag>{sealKindLabel(t, sealKind)}</Tag>
      {sealName !== sealKindName(sealKind) && sealName}
    </span>
  );
};

export default SealLabel;
