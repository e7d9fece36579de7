import { theme } from 'antd';
import { countAxis } from '../chartScales';
import { useActiveMark } from './useActiveMark';
import ChartFrame, { type Series } from './ChartFrame';
import { FONT_SIZE, fitText, textWidth } from './chartText';
import CountGrid from './CountGrid';

/** The thickest a bar is drawn, however few there are. */
const THICKEST_BAR = 28;

/**
 * A horizontal bar per category (most first, as given), its label at the left (shortened to at
 * most a third of the width), counts along the bottom and at each bar's end. Each bar is
 * focusable and named ("薪资与约定不符 1"), with a tooltip when hovered or focused.
 */
const BarChart: React.FC<{ categories: string[]; series: Series; height: number; name: string }> = ({
  categories,
  series,
  height,
  name,
}) => {
  const { token } = theme.useToken();
  const { active, markEvents } = useActiveMark();
  const { ticks, top } = countAxis(Math.max(0, ...series.values));
  const layout = (width: number, plotHeight: number) => {
    const left = Math.min(width / 3, Math.max(...categories.map(textWidth))) + 16;
    const [right, plotTop, bottom] = [width - 24, 4, plotHeight - 24];
    const slot = (bottom - plotTop) / categories.length;
    const thickness = Math.min(THICKEST_BAR, slot * 0.6);
    const x = (value: number) => left + ((right - left) * value) / top;
    const y = (index: number) => plotTop + slot * (index + 0.5);
    return { left, right, plotTop, bottom, thickness, x, y };
  };

  return (
    <ChartFrame
      height={height}
      tooltip={(width, plotHeight) => {
        if (active === null) return null;
        const { x, y } = layout(width, plotHeight);
        return {
          x: x(series.values[active]),
          y: y(active),
          title: categories[active],
          rows: [{ ...series, value: series.values[active] }],
        };
      }}
    >
      {(width, plotHeight) => {
        const { left, right, plotTop, bottom, thickness, x, y } = layout(width, plotHeight);
        return (
          <svg width={width} height={plotHeight} role="group" aria-label={name} style={{ display: 'block' }}>
            <CountGrid ticks={ticks} at={x} from={plotTop} to={bottom} />
            <g fontSize={FONT_SIZE} fill={token.colorTextSecondary} dominantBaseline="middle">
              {categories.map((category, index) => {
                const shown = fitText(category, left - 16);
                return (
                  <g key={index}>
                    <text x={left - 8} y={y(index)} textAnchor="end">
                      {shown !== category && <title>{category}</title>}
                      {shown}
                    </text>
                    <rect
                      x={left}
                      y={y(index) - thickness / 2}
                      width={x(series.values[index]) - left}
                      height={thickness}
                      fill={series.colour}
                      opacity={active === null || active === index ? 1 : 0.6}
                      tabIndex={0}
                      aria-label={`${category} ${series.values[index]}`}
                      style={{ outline: 'none' }}
                      {...markEvents(index)}
                    />
                    <text x={Math.min(x(series.values[index]) + 6, right)} y={y(index)} aria-hidden>
                      {series.values[index]}
                    </text>
                  </g>
                );
              })}
            </g>
          </svg>
        );
      }}
    </ChartFrame>
  );
};

export default BarChart;
