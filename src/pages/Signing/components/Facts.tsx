import { theme } from 'antd';

/** The task's facts, a label and a value a row, in a bordered table as narrow as a phone. */
const Facts: React.FC<{ rows: [label: string, value: React.ReactNode][] }> = ({ rows }) => {
  const { token } = theme.useToken();
  const cell: React.CSSProperties = { padding: '8px 12px', border: `1px solid ${token.colorBorderSecondary}`, textAlign: 'start' };
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 16, fontSize: 14, overflowWrap: 'anywhere' }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th
              scope="row"
              style={{ ...cell, width: '35%', fontWeight: 'normal', background: token.colorFillAlter, color: token.colorTextSecondary }}
            >
              {label}
            </th>
            <td style={cell}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

export default Facts;
