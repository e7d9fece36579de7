import '@/locales/onDemand/home';
// Event names of the activity list.
import '@/locales/onDemand/sign';
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Col, Row, Space } from 'antd';
import { useT } from '@/hooks/useT';
import { queryRecentSignEvents } from '@/services/signTasks';
import Figures from './components/Figures';
import QuickActions from './components/QuickActions';
import RecentActivity from './components/RecentActivity';
import { queryFigures } from './figures';

/** Home: what waits for this user (each figure opens its list), recent activity and quick actions. */
const Home: React.FC = () => {
  const t = useT();
  const access = useAccess();
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const readsTasks = access.viewSign || access.viewSignRecord;
  const figures = useRequest(() => queryFigures(access), { refreshDeps: [user?.id] });
  const recent = useRequest(() => queryRecentSignEvents(8), { ready: readsTasks, refreshDeps: [user?.id] });
  return (
    <PageContainer title={t('pages.home.welcome', { name: user?.name ?? '' })} content={user && t(`pages.home.role.${user.type}`)}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {(figures.loading || Boolean(figures.data?.length)) && (
          <Figures figures={figures.data ?? []} loading={figures.loading} canBatchSign={access.batchSign} />
        )}
        <Row gutter={[16, 16]}>
          {readsTasks && (
            <Col xs={24} lg={14}>
              <RecentActivity events={recent.data} loading={recent.loading} canOpenTasks={access.viewSign} />
            </Col>
          )}
          <Col xs={24} lg={readsTasks ? 10 : 24}>
            <QuickActions access={access} />
          </Col>
        </Row>
      </Space>
    </PageContainer>
  );
};

export default Home;
