import { theme } from 'antd';
import { countAxis } from '../chartScales';
import { useActiveMark } from './useActiveMark';
import ChartFrame, { type Series } from './ChartFrame';
import { FONT_SIZE, fitText, labelEvery, textWidth } from './chartText';
import CountGrid from './CountGrid';

/** The widest a column is drawn, however few there are. */
const WIDEST_COLUMN = 40;

/**
 * Columns side by side per category, one per series, counts up the side and the series in a
 * legend. Each column is focusable and named ("上海华联物流有限公司 Completed 4"); hovered or
 * focused, its category's values show in a tooltip. Long category labels are shortened to their
 * place, and thinned where even short ones would overlap.
 */
const ColumnChart: React.FC<{ categories: string[]; series: Series[]; height: number; name: string }> = ({
  categories,
  series,
  height,
  name,
}) => {
  const { token } = theme.useToken();
  const { active, markEvents } = useActiveMark();
  const { ticks, top } = countAxis(Math.max(0, ...series.flatMap((s) => s.values)));
  const left = textWidth(String(top)) + 16;
  const layout = (width: number, plotHeight: number) => {
    const [right, plotTop, bottom] = [width - 16, 12, plotHeight - 28];
    const slot = (right - left) / categories.length;
    const column = Math.max(1, Math.min(WIDEST_COLUMN, (slot * 0.7) / series.length));
    const x = (category: number, nth: number) => left + slot * (category + 0.5) + column * (nth - series.length / 2);
    const y = (value: number) => bottom - ((bottom - plotTop) * value) / top;
    return { right, bottom, slot, column, x, y };
  };

  return (
    <ChartFrame
      height={height}
      legend={series}
      tooltip={(width, plotHeight) => {
        if (active === null) return null;
        const { x, y, column } = layout(width, plotHeight);
        return {
          x: x(active, series.length) + column / 2,
          y: y(Math.max(...series.map((s) => s.values[active]))),
          title: categories[active],
          rows: series.map((s) => ({ ...s, value: s.values[active] })),
        };
      }}
    >
      {(width, plotHeight) => {
        const { right, bottom, slot, column, x, y } = layout(width, plotHeight);
        // Labels fit their slot; below four characters' room, every so many get a wider one.
        const every = labelEvery(FONT_SIZE * 4, slot);
        return (
          <svg width={width} height={plotHeight} role="group" aria-label={name} style={{ display: 'block' }}>
            <CountGrid ticks={ticks} at={y} from={left} to={right} vertical />
            <g className="category-axis" fontSize={FONT_SIZE} fill={token.colorTextSecondary} textAnchor="middle">
              {categories.map((category, index) => {
                if (index % every) return null;
                const shown = fitText(category, slot * every - 8);
                return (
                  <text key={index} x={left + slot * (index + 0.5)} y={bottom + 18}>
                    {shown !== category && <title>{category}</title>}
                    {shown}
                  </text>
                );
              })}
            </g>
            {categories.map((category, index) => (
              <g key={index} opacity={active === null || active === index ? 1 : 0.6}>
                {series.map((s, nth) => (
                  <rect
                    key={s.name}
                    x={x(index, nth)}
                    y={y(s.values[index])}
                    width={column}
                    height={bottom - y(s.values[index])}
                    fill={s.colour}
                    tabIndex={0}
                    aria-label={`${category} ${s.name} ${s.values[index]}`}
                    style={{ outline: 'none' }}
                    {...markEvents(index)}
                  />
                ))}
              </g>
            ))}
          </svg>
        );
      }}
    </ChartFrame>
  );
};

export default ColumnChart;
