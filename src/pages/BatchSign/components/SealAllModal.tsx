import { Alert, Modal, Space, Typography } from 'antd';
import { useT } from '@/hooks/useT';
import { LIMITS } from '@common/validation/limits';

interface Props {
  /** How many tasks match the filters (none asked: the modal is closed). */
  count?: number;
  starting: boolean;
  onStart: () => void;
  onCancel: () => void;
}

/** "Seal all matching": how many tasks that is, asked before starting; none, or more than a batch takes, cannot start. */
const SealAllModal: React.FC<Props> = ({ count, starting, onStart, onCancel }) => {
  const t = useT();
  return (
    <Modal
      open={count !== undefined}
      title={t('pages.batchSign.all.title')}
      okText={t('pages.batchSign.all.ok')}
      okButtonProps={{ disabled: !count || count > LIMITS.batchMaxTasks, loading: starting }}
      onOk={onStart}
      onCancel={onCancel}
      destroyOnHidden
    >
      {count !== undefined && (
        <Space direction="vertical" style={{ width: '100%' }}>
          {count === 0 ? (
            <Alert type="info" showIcon message={t('pages.batchSign.all.none')} />
          ) : count > LIMITS.batchMaxTasks ? (
            <Alert type="warning" showIcon message={t('pages.batchSign.all.tooMany', { count, max: LIMITS.batchMaxTasks })} />
          ) : (
            <Typography.Paragraph style={{ marginBottom: 0 }}>{t('pages.batchSign.all.confirm', { count })}</Typography.Paragraph>
          )}
          <Typography.Text type="secondary">{t('pages.batchSign.all.hint')}</Typography.Text>
        </Space>
      )}
    </Modal>
  );
};

export default SealAllModal;
