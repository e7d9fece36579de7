import { PageContainer } from '@ant-design/pro-components';
import { history, useModel } from '@umijs/max';
import { Card, Col, Row } from 'antd';
import { useMenuPages } from '@/hooks/useMenuPages';
import { useT } from '@/hooks/useT';

/** Home: who you are and the pages your role may open. */
const Home: React.FC = () => {
  const t = useT();
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const pages = useMenuPages().filter((p) => p.value !== '/home');
  return (
    <PageContainer title={t('pages.home.welcome', { name: user?.name ?? '' })} content={user && t(`pages.home.role.${user.type}`)}>
      <Row gutter={[16, 16]}>
        {pages.map((page) => (
          <Col key={page.value} xs={24} sm={12} md={8} xl={6}>
            <Card hoverable onClick={() => history.push(page.value)}>
              <Card.Meta title={page.label} description={page.value} />
            </Card>
          </Col>
        ))}
      </Row>
    </PageContainer>
  );
};

export default Home;
