import { useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Space, Tag } from 'antd';
import { useT } from '@/hooks/useT';
import { getSigningReadiness } from '@/services/companies';
import { sealKindLabel } from '@/utils/sealKind';

/**
 * The seals the reader may stamp with, before starting a batch (their company's signing
 * readiness): each one granted to them, its kind, and whether its use waits for approval. A
 * warning when they hold no grant of any (a batch would be refused) or the company has no seal.
 * A failure to read leaves it out: the server decides anyway.
 */
const BatchSeals: React.FC = () => {
  const t = useT();
  const { initialState } = useModel('@@initialState');
  const companyId = initialState?.currentUser?.relation_id ?? 0;
  const readiness = useRequest(() => getSigningReadiness(companyId), { ready: companyId > 0, onError: () => undefined });
  const data = readiness.data;
  if (!data) return null;

  const granted = data.seals.filter((s) => s.granted);
  if (!granted.length) {
    const none = data.seals.length === 0;
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message={none ? t('pages.batchSign.seals.none', { company: data.companyName }) : t('pages.batchSign.seals.noGrant')}
        description={t(none ? 'pages.batchSign.seals.none.hint' : 'pages.batchSign.seals.noGrant.hint')}
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={
        <Space wrap size={[16, 4]}>
          <span>{t('pages.batchSign.seals.title')}</span>
          {granted.map((seal) => (
            <span key={seal.sealId} data-testid="batch-seal">
              <Tag>{sealKindLabel(t, seal.kind)}</Tag>
              {seal.name}
              {seal.approvalRequired && (
                <Tag color="orange" style={{ marginLeft: 6 }}>
                  {t('pages.batchSign.seals.approval')}
                </Tag>
              )}
            </span>
          ))}
        </Space>
      }
      description={granted.some((s) => s.approvalRequired) ? t('pages.batchSign.seals.approval.hint') : undefined}
    />
  );
};

export default BatchSeals;
