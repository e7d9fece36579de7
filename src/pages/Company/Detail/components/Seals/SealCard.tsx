import { Card, Descriptions, Image, message, Popconfirm, Space, Tag } from 'antd';
import { useT } from '@/hooks/useT';
import { sealImageUrl, updateSeal } from '@/services/seals';
import { sealKindLabel } from '@/utils/sealKind';
import type { Account } from '@common/api/accounts';
import type { Seal } from '@common/api/seals';
import { chinaDateTime } from '@common/china-time';
import SealApprovalSettings from './SealApprovalSettings';
import SealRenameModal from './SealRenameModal';

const IMAGE_SIZE = 140;

interface Props {
  seal: Seal;
  accounts: Account[];
  onChange: () => void;
  onOpenGrants: (seal: Seal) => void;
}

/**
 * One seal of the library: its image, kind, status, who made it and its approval settings, with
 * rename, approval settings, grants and disable / enable. Enabling a second active seal of a
 * kind is refused (409): the request layer shows the server's reason.
 */
const SealCard: React.FC<Props> = ({ seal, accounts, onChange, onOpenGrants }) => {
  const t = useT();
  const active = seal.status === 'active';

  const setStatus = async (status: Seal['status']) => {
    try {
      await updateSeal(seal.id, { status });
    } catch {
      return; // shown by the request layer
    }
    void message.success(t('pages.common.saved'));
    onChange();
  };

  return (
    <Card
      role="group"
      aria-label={seal.name}
      size="small"
      cover={
        <div style={{ display: 'grid', placeItems: 'center', padding: 12, opacity: active ? 1 : 0.45 }}>
          <Image width={IMAGE_SIZE} height={IMAGE_SIZE} style={{ objectFit: 'contain' }} alt={seal.name} src={sealImageUrl(seal.id)} />
        </div>
      }
      actions={[
        <a key="grants" onClick={() => onOpenGrants(seal)}>
          {t('pages.seals.grants')}
        </a>,
        <SealApprovalSettings key="approval" seal={seal} accounts={accounts} onSaved={onChange} />,
        <SealRenameModal key="rename" seal={seal} onSaved={onChange} />,
        active ? (
          <Popconfirm key="status" title={t('pages.seals.disable.confirm', { name: seal.name })} onConfirm={() => setStatus('disabled')}>
            <a>{t('pages.seals.disable')}</a>
          </Popconfirm>
        ) : (
          <a key="status" onClick={() => setStatus('active')}>
            {t('pages.seals.enable')}
          </a>
        ),
      ]}
    >
      <Card.Meta
        title={
          <>
            {seal.name} <Tag color={active ? 'success' : 'default'}>{t(`pages.seals.status.${seal.status}`)}</Tag>
          </>
        }
      />
      <Descriptions size="small" column={1} style={{ marginTop: 12 }}>
        <Descriptions.Item label={t('pages.seals.kind')}>{sealKindLabel(t, seal.kind)}</Descriptions.Item>
        <Descriptions.Item label={t('pages.seals.createdBy')}>{seal.createdByName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('pages.common.createdAt')}>{chinaDateTime(seal.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('pages.seals.approval')}>
          {seal.approvalRequired ? (
            <Space size={[0, 4]} wrap>
              {t('pages.seals.approval.on')}
              {seal.approvers.map((a) => (
                <Tag key={a.accountId}>{a.accountName}</Tag>
              ))}
            </Space>
          ) : (
            t('pages.seals.approval.off')
          )}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
};

export default SealCard;
