import { Link } from '@umijs/max';
import { Card, Col, Row, Statistic } from 'antd';
import { useT } from '@/hooks/useT';
import type { Figure } from '../figures';

/** Each figure a number that opens the list it counts. */
const Figures: React.FC<{ figures: Figure[]; loading: boolean; canBatchSign: boolean }> = ({ figures, loading, canBatchSign }) => {
  const t = useT();
  return (
    <Row gutter={[16, 16]}>
      {figures.map((figure) => (
        <Col key={figure.key} xs={12} md={8} xl={6}>
          <Card
            size="small"
            loading={loading}
            actions={
              figure.key === 'waitingForCompany' && canBatchSign && figure.count > 0
                ? [
                    <Link key="seal" to="/batchSign">
                      {t('pages.home.figure.waitingForCompany.seal')}
                    </Link>,
                  ]
                : undefined
            }
          >
            <Link to={figure.link} aria-label={t(`pages.home.figure.${figure.key}`)}>
              <Statistic title={t(`pages.home.figure.${figure.key}`)} value={figure.count} />
            </Link>
          </Card>
        </Col>
      ))}
    </Row>
  );
};

export default Figures;
