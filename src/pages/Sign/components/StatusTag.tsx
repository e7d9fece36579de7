import { Tag } from 'antd';
import { useT } from '@/hooks/useT';
import { SIGN_STATUS_COLOURS } from '@/services/signTasks';
import type { SignTaskStatus } from '@common/api/signing';

/** A task's state as a coloured tag (docs/product.md, "Sign task states"). */
const StatusTag: React.FC<{ status: SignTaskStatus }> = ({ status }) => {
  const t = useT();
  return <Tag color={SIGN_STATUS_COLOURS[status]}>{t(`pages.sign.status.${status}`)}</Tag>;
};

export default StatusTag;
