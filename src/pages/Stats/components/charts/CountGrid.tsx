import { theme } from 'antd';
import { FONT_SIZE } from './chartText';

/**
 * A count axis as grid lines across the plot, each labelled with its whole count: along the left
 * edge (`vertical`, counts going up) or the bottom edge (counts going right).
 */
const CountGrid: React.FC<{
  ticks: number[];
  at: (count: number) => number;
  from: number;
  to: number;
  vertical?: boolean;
}> = ({ ticks, at, from, to, vertical }) => {
  const { token } = theme.useToken();
  return (
    <g className="count-axis" fontSize={FONT_SIZE} fill={token.colorTextSecondary}>
      {ticks.map((tick) => {
        const position = at(tick);
        const line = vertical ? { x1: from, x2: to, y1: position, y2: position } : { x1: position, x2: position, y1: from, y2: to };
        return (
          <g key={tick}>
            <line {...line} stroke={tick === 0 ? token.colorBorder : token.colorSplit} strokeDasharray={tick === 0 ? undefined : '3 3'} />
            {vertical ? (
              <text x={from - 8} y={position} textAnchor="end" dominantBaseline="middle">
                {tick}
              </text>
            ) : (
              <text x={position} y={to + 16} textAnchor="middle">
                {tick}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
};

export default CountGrid;
