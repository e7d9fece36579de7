import { Card, Col, Row, Statistic, Tooltip } from 'antd';
import { useT } from '@/hooks/useT';

/** How many sends go out today and in all, under the list's filters (none yet: loading). */
const ScheduleCounts: React.FC<{ counts?: { today: number; total: number } }> = ({ counts }) => {
  const t = useT();
  return (
    <Row gutter={16} style={{ marginBottom: 16 }}>
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic
            title={<Tooltip title={t('pages.advanceSend.count.today.hint')}>{t('pages.advanceSend.count.today')}</Tooltip>}
            value={counts?.today ?? '-'}
            loading={!counts}
          />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic title={t('pages.advanceSend.count.total')} value={counts?.total ?? '-'} loading={!counts} />
        </Card>
      </Col>
    </Row>
  );
};

export default ScheduleCounts;
