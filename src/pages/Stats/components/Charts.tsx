import { Bar, Column, Pie } from '@ant-design/plots';
import { Card, Col, Empty, Row } from 'antd';
import { useT } from '@/hooks/useT';
import { SIGN_TASK_STATUSES, type SignTaskStatus } from '@common/api/signing';
import type { SignStats } from '@common/api/stats';
import { ALL_TASKS_COLOUR, COUNT_SCALE, STATUS_COLOURS, statusColourScale } from './chartScales';
import PerDayChart from './PerDayChart';

/**
 * The figures as charts (@ant-design/plots and G2, most of the page's code: loaded beside the
 * figures, src/pages/Stats/index.tsx). Each status has its colour in every chart (chartScales.ts).
 */
const Charts: React.FC<{ stats: SignStats }> = ({ stats }) => {
  const t = useT();
  const statusName = (status: SignTaskStatus) => t(`pages.sign.status.${status}`);
  const shown = SIGN_TASK_STATUSES.filter((status) => stats.byStatus[status] > 0);
  const shares = shown.map((status) => ({ status: statusName(status), tasks: stats.byStatus[status] }));
  const groupName = (name: string) => name || t('pages.stats.noDepartment');
  const [allTasks, completed] = [t('pages.stats.series.tasks'), t('pages.stats.series.completed')];
  const groups = stats.groups.rows.flatMap((row) => [
    { group: groupName(row.name), series: allTasks, tasks: row.tasks },
    { group: groupName(row.name), series: completed, tasks: row.completed },
  ]);
  const card = (title: string, empty: boolean, chart: React.ReactNode) => (
    <Card title={title} size="small">
      {empty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pages.stats.empty')} /> : chart}
    </Card>
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        {card(t('pages.stats.perDay'), !stats.perDay.length, <PerDayChart stats={stats} statusName={statusName} />)}
      </Col>
      <Col xs={24} xl={8}>
        {card(
          t('pages.stats.byStatus'),
          !shares.length,
          <Pie
            data={shares}
            angleField="tasks"
            colorField="status"
            scale={{ color: statusColourScale(shown, statusName) }}
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
          <Column
            data={groups}
            xField="group"
            yField="tasks"
            colorField="series"
            scale={{ y: COUNT_SCALE, color: { domain: [allTasks, completed], range: [ALL_TASKS_COLOUR, STATUS_COLOURS.completed] } }}
            group
            height={300}
          />,
        )}
      </Col>
      <Col xs={24} xl={12}>
        {card(
          t('pages.stats.reasons'),
          !stats.refusalReasons.length,
          <Bar
            data={stats.refusalReasons}
            xField="reason"
            yField="tasks"
            scale={{ y: COUNT_SCALE }}
            style={{ fill: STATUS_COLOURS.rejected }}
            height={300}
          />,
        )}
      </Col>
    </Row>
  );
};

export default Charts;
