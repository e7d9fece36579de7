import { message, Popconfirm } from 'antd';
import { useT } from '@/hooks/useT';

/** A list row's "Delete", asking first with the confirmation message of that list, and saying "Deleted" once done. */
const DeleteLink: React.FC<{ confirmId: string; onDelete: () => Promise<unknown> }> = ({ confirmId, onDelete }) => {
  const t = useT();
  return (
    <Popconfirm
      title={t(confirmId)}
      onConfirm={async () => {
        await onDelete();
        void message.success(t('pages.common.deleted'));
      }}
    >
      <a>{t('pages.common.delete')}</a>
    </Popconfirm>
  );
};

export default DeleteLink;
