import { Card, Col, Empty, Row } from 'antd';
import { useT } from '@/hooks/useT';
import { SIGN_TASK_STATUSES, type SignTaskStatus } from '@common/api/signing';
import type { SignStats } from '@common/api/stats';
import { ALL_TASKS_COLOUR, STATUS_COLOURS } from './chartScales';
import BarChart from './charts/BarChart';
import ColumnChart from './charts/ColumnChart';
import DonutChart from './charts/DonutChart';
import PerDayChart from './PerDayChart';

/**
 * The figures as charts, drawn as SVG by the components of ./charts (a chart library was most of
 * the page's code: issue 33). Each status has its colour in every chart (chartScales.ts).
 */
const Charts: React.FC<{ stats: SignStats }> = ({ stats }) => {
  const t = useT();
  const statusName = (status: SignTaskStatus) => t(`pages.sign.status.${status}`);
  const shares = SIGN_TASK_STATUSES.filter((status) => stats.byStatus[status] > 0).map((status) => ({
    name: statusName(status),
    colour: STATUS_COLOURS[status],
    value: stats.byStatus[status],
  }));
  const groups = stats.groups.rows;
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
          !stats.perDay.length,
          <PerDayChart stats={stats} statusName={statusName} name={t('pages.stats.perDay')} />,
        )}
      </Col>
      <Col xs={24} xl={8}>
        {card(
          t('pages.stats.byStatus'),
          !shares.length,
          <DonutChart slices={shares} totalName={t('pages.stats.total')} height={320} name={t('pages.stats.byStatus')} />,
        )}
      </Col>
      <Col xs={24} xl={12}>
        {card(
          t(`pages.stats.groups.${stats.groups.by}`),
          !groups.length,
          <ColumnChart
            categories={groups.map((row) => row.name || t('pages.stats.noDepartment'))}
            series={[
              { name: t('pages.stats.series.tasks'), colour: ALL_TASKS_COLOUR, values: groups.map((row) => row.tasks) },
              { name: t('pages.stats.series.completed'), colour: STATUS_COLOURS.completed, values: groups.map((row) => row.completed) },
            ]}
            height={300}
            name={t(`pages.stats.groups.${stats.groups.by}`)}
          />,
        )}
      </Col>
      <Col xs={24} xl={12}>
        {card(
          t('pages.stats.reasons'),
          !stats.refusalReasons.length,
          <BarChart
            categories={stats.refusalReasons.map((row) => row.reason)}
            series={{ name: statusName('rejected'), colour: STATUS_COLOURS.rejected, values: stats.refusalReasons.map((row) => row.tasks) }}
            height={300}
            name={t('pages.stats.reasons')}
          />,
        )}
      </Col>
    </Row>
  );
};

export default Charts;
