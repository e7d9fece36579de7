import { PageContainer } from '@ant-design/pro-components';
import { Card, Empty } from 'antd';
import { useT } from '@/hooks/useT';

/**
 * A page whose capability is not built yet: its header and an honest empty state, nothing
 * pretending to work.
 */
const PendingPage: React.FC<{ titleId: string }> = ({ titleId }) => {
  const t = useT();
  return (
    <PageContainer title={t(titleId)}>
      <Card>
        <Empty description={t('component.pendingPage.description')} />
      </Card>
    </PageContainer>
  );
};

export default PendingPage;
