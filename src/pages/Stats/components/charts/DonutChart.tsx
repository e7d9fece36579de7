import { theme } from 'antd';
import { useActiveMark } from './useActiveMark';
import ChartFrame, { type SeriesKey } from './ChartFrame';
import { FONT_SIZE } from './chartText';

type Slice = SeriesKey & { value: number };

/** The hole's radius, as a share of the ring's. */
const INNER = 0.6;

/** The point at `angle` (radians clockwise from 12 o'clock) on the circle of radius `r` around (cx, cy). */
const onCircle = (cx: number, cy: number, r: number, angle: number) => [cx + r * Math.sin(angle), cy - r * Math.cos(angle)];

/** A ring's piece from `start` to `end` (radians); a whole ring as two halves, since an arc cannot end where it starts. */
function ringPiece(cx: number, cy: number, outer: number, start: number, end: number): string {
  if (end - start >= 2 * Math.PI - 1e-9) return ringPiece(cx, cy, outer, 0, Math.PI) + ringPiece(cx, cy, outer, Math.PI, 2 * Math.PI);
  const inner = outer * INNER;
  const large = end - start > Math.PI ? 1 : 0;
  const [a, b, c, d] = [
    onCircle(cx, cy, outer, start),
    onCircle(cx, cy, outer, end),
    onCircle(cx, cy, inner, end),
    onCircle(cx, cy, inner, start),
  ];
  return `M${a}A${outer},${outer} 0 ${large} 1 ${b}L${c}A${inner},${inner} 0 ${large} 0 ${d}Z`;
}

/**
 * The share of each slice as a ring, the total in its middle and the slices in a legend under it.
 * Each piece is focusable and named ("Refused 1 (14%)"), with a tooltip when hovered or focused.
 */
const DonutChart: React.FC<{ slices: Slice[]; height: number; totalName: string; name: string }> = ({
  slices,
  height,
  totalName,
  name,
}) => {
  const { token } = theme.useToken();
  const { active, markEvents } = useActiveMark();
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const percent = (value: number) => `${Math.round((100 * value) / total)}%`;
  const starts = slices.map((_, index) => slices.slice(0, index).reduce((sum, slice) => sum + slice.value, 0));
  const angle = (value: number) => (2 * Math.PI * value) / total;
  const layout = (width: number, plotHeight: number) => ({
    cx: width / 2,
    cy: plotHeight / 2,
    r: Math.max(10, Math.min(width, plotHeight) / 2 - 8),
  });

  return (
    <ChartFrame
      height={height}
      legend={slices}
      tooltip={(width, plotHeight) => {
        if (active === null) return null;
        const { cx, cy, r } = layout(width, plotHeight);
        const [x, y] = onCircle(cx, cy, r, angle(starts[active] + slices[active].value / 2));
        const slice = slices[active];
        return { x, y, title: slice.name, rows: [{ ...slice, value: `${slice.value} (${percent(slice.value)})` }] };
      }}
    >
      {(width, plotHeight) => {
        const { cx, cy, r } = layout(width, plotHeight);
        return (
          <svg width={width} height={plotHeight} role="group" aria-label={name} style={{ display: 'block' }}>
            {slices.map((slice, index) => (
              <path
                key={slice.name}
                d={ringPiece(cx, cy, index === active ? r + 4 : r, angle(starts[index]), angle(starts[index] + slice.value))}
                fill={slice.colour}
                stroke={token.colorBgContainer}
                strokeWidth={1}
                tabIndex={0}
                aria-label={`${slice.name} ${slice.value} (${percent(slice.value)})`}
                style={{ outline: 'none' }}
                {...markEvents(index)}
              />
            ))}
            <text x={cx} y={cy - 10} textAnchor="middle" fontSize={FONT_SIZE} fill={token.colorTextSecondary}>
              {totalName}
            </text>
            <text x={cx} y={cy + 16} textAnchor="middle" fontSize={24} fill={token.colorText}>
              {total}
            </text>
          </svg>
        );
      }}
    </ChartFrame>
  );
};

export default DonutChart;
