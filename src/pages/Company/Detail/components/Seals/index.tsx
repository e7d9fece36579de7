import { useRequest } from 'ahooks';
import { Col, Empty, Row, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import { queryApiKeys } from '@/services/apiKeys';
import { querySeals } from '@/services/seals';
import type { Department } from '@common/api/organisation';
import type { Seal } from '@common/api/seals';
import { queryAllCompanyAccounts } from '@/services/accounts';
import SealCard from './SealCard';
import SealDrawModal from './SealDrawModal';
import SealGrantsDrawer from './SealGrantsDrawer';
import { isBuiltInKind } from '@/utils/sealKind';
import SealUploadModal from './SealUploadModal';

/**
 * The company's seal library (印章管理): its seals, new ones uploaded or drawn, and per seal its
 * grants (who may stamp) and approval settings. Only administrators and the company's users open
 * the company page, and they manage its seals (the server checks again).
 */
const Seals: React.FC<{ companyId: number; departments: Department[] }> = ({ companyId, departments }) => {
  const t = useT();
  const seals = useRequest(() => querySeals(companyId), { refreshDeps: [companyId] });
  const accounts = useRequest(() => queryAllCompanyAccounts(companyId), { refreshDeps: [companyId] });
  // A live API key acts through an account of its own, which the account list leaves out.
  const keys = useRequest(() => queryApiKeys({ companyId, pageSize: 100 }), { refreshDeps: [companyId] });
  const keyAccounts = (keys.data?.list ?? [])
    .filter((key) => key.status === 'active')
    .map((key) => ({ value: key.accountId, label: t('pages.seals.grant.apiKey', { name: key.name, prefix: key.prefix }) }));
  const [grantsOf, setGrantsOf] = useState<Seal>();
  // The kinds the company named before, offered beside the built-in ones.
  const namedKinds = [...new Set((seals.data ?? []).map((s) => s.kind).filter((kind) => !isBuiltInKind(kind)))];

  return (
    <Spin spinning={seals.loading}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <SealUploadModal companyId={companyId} namedKinds={namedKinds} onSaved={seals.refresh} />
          <SealDrawModal companyId={companyId} namedKinds={namedKinds} onSaved={seals.refresh} />
        </Space>
        {seals.data?.length === 0 ? (
          <Empty description={<Typography.Paragraph type="secondary">{t('pages.seals.empty')}</Typography.Paragraph>} />
        ) : (
          <Row gutter={[16, 16]}>
            {(seals.data ?? []).map((seal) => (
              <Col key={seal.id} xs={24} sm={12} lg={8} xl={6}>
                <SealCard seal={seal} accounts={accounts.data ?? []} onChange={seals.refresh} onOpenGrants={setGrantsOf} />
              </Col>
            ))}
          </Row>
        )}
      </Space>
      {grantsOf && (
        <SealGrantsDrawer
          seal={grantsOf}
          companyId={companyId}
          accounts={accounts.data ?? []}
          keyAccounts={keyAccounts}
          departments={departments}
          onClose={() => setGrantsOf(undefined)}
        />
      )}
    </Spin>
  );
};

export default Seals;
