import { theme } from 'antd';
import { useState } from 'react';
import { countAxis } from '../chartScales';
import ChartFrame, { type Series } from './ChartFrame';
import { FONT_SIZE, labelEvery, textWidth } from './chartText';
import CountGrid from './CountGrid';

/** Above this many categories, points are drawn only where hovered: the lines alone read better. */
const MOST_POINTS_DRAWN = 31;

/**
 * A line per series over the categories (days), counts up the side, the series in a legend. The
 * category under the pointer (or chosen with the arrow, Home and End keys once the chart has
 * focus) shows each series' value in a tooltip; every point is named for screen readers
 * ("2025-06-02 Completed 4"). Category labels are thinned so none overlap.
 */
const LineChart: React.FC<{
  categories: string[];
  label?: (category: string) => string;
  series: Series[];
  height: number;
  name: string;
}> = ({ categories, label = (category) => category, series, height, name }) => {
  const { token } = theme.useToken();
  const [active, setActive] = useState<number | null>(null);
  const { ticks, top } = countAxis(Math.max(0, ...series.flatMap((s) => s.values)));
  const left = textWidth(String(top)) + 16;
  const count = categories.length;
  /** Where category `index` and count `value` are drawn in a drawing of that size. */
  const layout = (width: number, plotHeight: number) => {
    const [right, plotTop, bottom] = [width - 16, 12, plotHeight - 28];
    const slot = (right - left) / count;
    const x = (index: number) => left + slot * (index + 0.5);
    const y = (value: number) => bottom - ((bottom - plotTop) * value) / top;
    return { right, plotTop, bottom, slot, x, y };
  };

  return (
    <ChartFrame
      height={height}
      legend={series}
      tooltip={(width, plotHeight) => {
        if (active === null) return null;
        const { x, y } = layout(width, plotHeight);
        return {
          x: x(active),
          y: y(Math.max(...series.map((s) => s.values[active]))),
          title: categories[active],
          rows: series.map((s) => ({ ...s, value: s.values[active] })),
        };
      }}
    >
      {(width, plotHeight) => {
        const { right, plotTop, bottom, slot, x, y } = layout(width, plotHeight);
        const every = labelEvery(Math.max(...categories.map((c) => textWidth(label(c)))), slot);
        const pick = (clientX: number, svg: SVGSVGElement) =>
          Math.min(count - 1, Math.max(0, Math.floor((clientX - svg.getBoundingClientRect().left - left) / slot)));
        return (
          <svg
            width={width}
            height={plotHeight}
            tabIndex={0}
            role="group"
            aria-label={name}
            style={{ display: 'block', outline: 'none' }}
            onMouseMove={(event) => setActive(pick(event.clientX, event.currentTarget))}
            onMouseLeave={() => setActive(null)}
            onFocus={() => setActive((index) => index ?? count - 1)}
            onBlur={() => setActive(null)}
            onKeyDown={(event) => {
              const to = {
                ArrowLeft: (index: number) => index - 1,
                ArrowRight: (index: number) => index + 1,
                Home: () => 0,
                End: () => count - 1,
              }[event.key];
              if (!to) return;
              event.preventDefault();
              setActive((index) => Math.min(count - 1, Math.max(0, to(index ?? 0))));
            }}
          >
            <CountGrid ticks={ticks} at={y} from={left} to={right} vertical />
            <g className="category-axis" fontSize={FONT_SIZE} fill={token.colorTextSecondary} textAnchor="middle">
              {categories.map((category, index) =>
                index % every ? null : (
                  <text key={category} x={x(index)} y={bottom + 18}>
                    {label(category)}
                  </text>
                ),
              )}
            </g>
            {active !== null && <line x1={x(active)} x2={x(active)} y1={plotTop} y2={bottom} stroke={token.colorBorder} />}
            {series.map((s) => (
              <g key={s.name} role="group" aria-label={s.name}>
                <path
                  d={s.values.map((value, index) => `${index ? 'L' : 'M'}${x(index)},${y(value)}`).join('')}
                  fill="none"
                  stroke={s.colour}
                  strokeWidth={2}
                  strokeLinejoin="round"
                />
                {s.values.map((value, index) => (
                  <circle
                    key={categories[index]}
                    cx={x(index)}
                    cy={y(value)}
                    r={index === active ? 4 : count > MOST_POINTS_DRAWN ? 0 : 2.5}
                    fill={s.colour}
                    stroke={token.colorBgContainer}
                    aria-label={`${categories[index]} ${s.name} ${value}`}
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

export default LineChart;
