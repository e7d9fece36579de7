import { Bar, Column, Line, Pie } from '@ant-design/plots';
import { Card, Col, Empty, Row } from 'antd';
import { useT } from '@/hooks/useT';
import { SIGN_TASK_STATUSES } from '../../../../common/api/signing';
import type { SignStats } from '../../../../common/api/stats';

/** The figures as charts (@ant-design/plots, loaded with this page only). */
const Charts: React.FC<{ stats: SignStats }> = ({ stats }) => {
  const t = useT();
  const status = (s: string) => t(`pages.sign.status.${s}`);
  const perDay = stats.perDay.map((row) => ({ ...row, status: status(row.status) }));
  const shares = SIGN_TASK_STATUSES.filter((s) => stats.byStatus[s] > 0).map((s) => ({ status: status(s), tasks: stats.byStatus[s] }));
  const groupName = (name: string) => name || t('pages.stats.noDepartment');
  const groups = stats.groups.rows.flatMap((row) => [
    { group: groupName(row.name), series: t('pages.stats.series.tasks'), tasks: row.tasks },
    { group: groupName(row.name), series: t('pages.stats.series.completed'), tasks: row.completed },
  ]);
  const card = (title: string, empty: boolean, chart: React.ReactNode) => (
    <Card title={title} size="small">
      {empty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pages.stats.empty')} /> : chart}
    </Card>
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        {card(
          t('pages.stats.perDay'),
          !perDay.length,
          <Line data={perDay} xField="day" yField="tasks" colorField="status" height={320} axis={{ x: { labelAutoHide: true } }} />,
        )}
      </Col>
      <Col xs={24} xl={8}>
        {card(
          t('pages.stats.byStatus'),
          !shares.length,
          <Pie
            data={shares}
            angleField="tasks"
            colorField="status"
            innerRadius={0.6}
            height={320}
            legend={{ color: { position: 'bottom' } }}
          />,
        )}
      </Col>
      <Col xs={24} xl={12}>
        {card(
          t(`pages.stats.groups.${stats.groups.by}`),
          !groups.length,
          <Column data={groups} xField="group" yField="tasks" colorField="series" group height={300} />,
        )}
      </Col>
      <Col xs={24} xl={12}>
        {card(
          t('pages.stats.reasons'),
          !stats.refusalReasons.length,
          <Bar data={stats.refusalReasons} xField="reason" yField="tasks" height={300} />,
        )}
      </Col>
    </Row>
  );
};

export default Charts;
