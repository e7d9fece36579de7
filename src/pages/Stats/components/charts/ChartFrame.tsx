import { theme } from 'antd';
import type { ReactNode } from 'react';
import { FONT_SIZE } from './chartText';
import { useChartSize } from './useChartSize';

/** A series as the legend and the tooltip name it. */
export interface SeriesKey {
  name: string;
  colour: string;
}

/** A series' value per category of its chart. */
export type Series = SeriesKey & { values: number[] };

/** What the tooltip shows: where (in the chart's pixels), a title, a value per series. */
export interface TooltipContent {
  x: number;
  y: number;
  title: string;
  rows: (SeriesKey & { value: number | string })[];
}

/** The height of a one-line legend under the drawing (where nothing is measured). */
const LEGEND_HEIGHT = 28;

/** A colour swatch, drawn as the charts draw (its colour read as theirs: `fill`). */
const Swatch: React.FC<{ colour: string }> = ({ colour }) => (
  <svg width={10} height={10} aria-hidden style={{ flex: 'none' }}>
    <circle cx={5} cy={5} r={5} fill={colour} />
  </svg>
);

/**
 * A chart's box: `height` pixels in all at the width of its card, the drawing (given its width
 * and height), a legend of its series under it, and the tooltip of the mark hovered or focused
 * (placed by the chart at that width and height).
 */
const ChartFrame: React.FC<{
  height: number;
  legend?: SeriesKey[];
  tooltip: (width: number, height: number) => TooltipContent | null;
  children: (width: number, height: number) => ReactNode;
}> = ({ height, legend, tooltip, children }) => {
  const { token } = theme.useToken();
  const [ref, width, drawingHeight] = useChartSize(legend ? height - LEGEND_HEIGHT : height);
  const tip = tooltip(width, drawingHeight);
  return (
    <div
      style={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        height,
        fontSize: FONT_SIZE,
        color: token.colorTextSecondary,
      }}
    >
      <div ref={ref} style={{ flex: '1 1 0', minHeight: 0, overflow: 'hidden' }}>
        {children(width, drawingHeight)}
      </div>
      {legend && (
        <ul
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: '4px 16px',
            margin: '8px 0 0',
            padding: 0,
            listStyle: 'none',
          }}
        >
          {legend.map((series) => (
            <li key={series.name} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              <Swatch colour={series.colour} />
              {series.name}
            </li>
          ))}
        </ul>
      )}
      {tip && (
        <div
          role="tooltip"
          style={{
            position: 'absolute',
            left: tip.x > width / 2 ? tip.x - 12 : tip.x + 12,
            top: Math.max(0, tip.y - 12),
            transform: tip.x > width / 2 ? 'translateX(-100%)' : undefined,
            pointerEvents: 'none',
            zIndex: 1,
            minWidth: 120,
            padding: '6px 10px',
            background: token.colorBgElevated,
            color: token.colorText,
            borderRadius: token.borderRadius,
            boxShadow: token.boxShadowSecondary,
            whiteSpace: 'nowrap',
          }}
        >
          <div style={{ marginBottom: 4, color: token.colorTextSecondary }}>{tip.title}</div>
          {tip.rows.map((row) => (
            <div key={row.name} style={{ display: 'flex', alignItems: 'center', gap: 6, lineHeight: '20px' }}>
              <Swatch colour={row.colour} />
              <span style={{ flex: 1 }}>{row.name}</span>
              <b style={{ marginLeft: 12 }}>{row.value}</b>
            </div>
          ))}
        </div>
      )}
    </div>
  );
};

export default ChartFrame;
