import { useIntl } from '@umijs/max';
import { Popconfirm } from 'antd';

/** A list row's "Delete", asking first with the confirmation message of that list. */
const DeleteLink: React.FC<{ confirmId: string; onDelete: () => Promise<unknown> }> = ({ confirmId, onDelete }) => {
  const intl = useIntl();
  return (
    <Popconfirm title={intl.formatMessage({ id: confirmId })} onConfirm={onDelete}>
      <a>{intl.formatMessage({ id: 'pages.common.delete' })}</a>
    </Popconfirm>
  );
};

export default DeleteLink;
