import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Card, Empty } from 'antd';

/**
 * A page whose capability is not built yet: its header and an honest empty state, nothing
 * pretending to work.
 */
const PendingPage: React.FC<{ titleId: string }> = ({ titleId }) => {
  const intl = useIntl();
  return (
    <PageContainer title={intl.formatMessage({ id: titleId })}>
      <Card>
        <Empty description={intl.formatMessage({ id: 'component.pendingPage.description' })} />
      </Card>
    </PageContainer>
  );
};

export default PendingPage;
