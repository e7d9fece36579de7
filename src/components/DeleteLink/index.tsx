import { Popconfirm } from 'antd';
import { useT } from '@/hooks/useT';

/** A list row's "Delete", asking first with the confirmation message of that list. */
const DeleteLink: React.FC<{ confirmId: string; onDelete: () => Promise<unknown> }> = ({ confirmId, onDelete }) => {
  const t = useT();
  return (
    <Popconfirm title={t(confirmId)} onConfirm={onDelete}>
      <a>{t('pages.common.delete')}</a>
    </Popconfirm>
  );
};

export default DeleteLink;
