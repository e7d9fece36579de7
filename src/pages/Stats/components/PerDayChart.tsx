import { Column, Line } from '@ant-design/plots';
import type { SignTaskStatus } from '@common/api/signing';
import type { SignStats } from '@common/api/stats';
import { COUNT_SCALE, statusColourScale } from './chartScales';
import { perDaySeries } from './perDaySeries';

/**
 * Tasks per day and status: a line per status over the range; for a range of one day, a bar per
 * status (a line of one point draws nothing: day-one issue, point 15).
 */
const PerDayChart: React.FC<{ stats: SignStats; statusName: (status: SignTaskStatus) => string }> = ({ stats, statusName }) => {
  const series = perDaySeries(stats);
  const statuses = [...new Set(series.map((row) => row.status))];
  const data = series.map((row) => ({ ...row, status: statusName(row.status) }));
  const scale = { y: COUNT_SCALE, color: statusColourScale(statuses, statusName) };
  if (stats.from === stats.to)
    return <Column data={data} xField="status" yField="tasks" colorField="status" scale={scale} legend={false} height={320} />;
  return (
    <Line data={data} xField="day" yField="tasks" colorField="status" scale={scale} height={320} axis={{ x: { labelAutoHide: true } }} />
  );
};

export default PerDayChart;
