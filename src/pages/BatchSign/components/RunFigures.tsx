import { Col, Row, Statistic, Tooltip } from 'antd';
import { useT } from '@/hooks/useT';
import { RATE_MIN_TASKS } from '../rate';

interface Props {
  total: number;
  done: number;
  failed: number;
  /** Tasks a second, once it means something (rate.ts). */
  rate?: number;
}

/** A running batch's counts, and its speed (a dash with the reason until it is worth showing). */
const RunFigures: React.FC<Props> = ({ total, done, failed, rate }) => {
  const t = useT();
  return (
    <Row gutter={16} style={{ marginTop: 16 }}>
      <Col xs={12} md={6}>
        <Statistic title={t('pages.batchSign.run.total')} value={total} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title={t('pages.batchSign.run.done')} value={done} valueStyle={{ color: '#52c41a' }} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title={t('pages.batchSign.run.failed')} value={failed} valueStyle={failed ? { color: '#ff4d4f' } : undefined} />
      </Col>
      <Col xs={12} md={6}>
        {rate === undefined ? (
          <Tooltip title={t('pages.batchSign.run.rate.later', { count: RATE_MIN_TASKS })}>
            <div>
              <Statistic title={t('pages.batchSign.run.rate')} value="—" />
            </div>
          </Tooltip>
        ) : (
          <Statistic title={t('pages.batchSign.run.rate')} value={rate} precision={1} suffix={t('pages.batchSign.run.rateUnit')} />
        )}
      </Col>
    </Row>
  );
};

export default RunFigures;
