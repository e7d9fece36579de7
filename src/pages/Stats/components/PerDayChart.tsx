import type { SignTaskStatus } from '@common/api/signing';
import type { SignStats } from '@common/api/stats';
import { STATUS_COLOURS } from './chartScales';
import ColumnChart from './charts/ColumnChart';
import LineChart from './charts/LineChart';
import { daysOf, perDaySeries } from './perDaySeries';

/**
 * Tasks per day and status: a line per status over the range; for a range of one day, a column
 * per status (a line of one point draws nothing: day-one issue, point 15).
 */
const PerDayChart: React.FC<{ stats: SignStats; statusName: (status: SignTaskStatus) => string; name: string }> = ({
  stats,
  statusName,
  name,
}) => {
  const days = daysOf(stats.from, stats.to);
  const rows = perDaySeries(stats);
  const statuses = [...new Set(rows.map((row) => row.status))];
  const series = statuses.map((status) => ({
    name: statusName(status),
    colour: STATUS_COLOURS[status],
    values: rows.filter((row) => row.status === status).map((row) => row.tasks),
  }));
  if (days.length === 1) return <ColumnChart categories={days} series={series} height={320} name={name} />;
  // Within one year the year goes without saying under each day; the tooltip has it.
  const oneYear = stats.from.slice(0, 4) === stats.to.slice(0, 4);
  return <LineChart categories={days} label={(day) => (oneYear ? day.slice(5) : day)} series={series} height={320} name={name} />;
};

export default PerDayChart;
