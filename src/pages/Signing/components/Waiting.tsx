import { theme } from 'antd';

/** A turning ring and what is awaited, read out to screen readers; the page's own, not antd's Spin. */
const Waiting: React.FC<{ label: string; style?: React.CSSProperties }> = ({ label, style }) => {
  const { token } = theme.useToken();
  return (
    <div role="status" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, ...style }}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="none" stroke={token.colorFillSecondary} strokeWidth="3" />
        <path d="M12 2a10 10 0 0 1 10 10" fill="none" stroke={token.colorPrimary} strokeWidth="3" strokeLinecap="round">
          <animateTransform attributeName="transform" type="rotate" from="0 12 12" to="360 12 12" dur="0.8s" repeatCount="indefinite" />
        </path>
      </svg>
      <span style={{ color: token.colorTextSecondary }}>{label}</span>
    </div>
  );
};

export default Waiting;
