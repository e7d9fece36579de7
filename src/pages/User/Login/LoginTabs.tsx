import { theme } from 'antd';

interface Tab<K extends string> {
  key: K;
  label: string;
}

/**
 * The two ways to sign in, as tabs (WAI-ARIA tabs: arrow keys move between them). antd's Tabs,
 * with its overflow menu and animations, was about a tenth of this page's code for two labels.
 */
function LoginTabs<K extends string>({ items, active, onChange }: { items: Tab<K>[]; active: K; onChange: (key: K) => void }) {
  const { token } = theme.useToken();
  const moveBy = (step: number) => {
    const next = items[(items.findIndex((item) => item.key === active) + step + items.length) % items.length];
    onChange(next.key);
    document.getElementById(`login-tab-${next.key}`)?.focus();
  };
  return (
    <div
      role="tablist"
      style={{
        display: 'flex',
        justifyContent: 'center',
        gap: 32,
        marginBottom: 24,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') moveBy(event.key === 'ArrowRight' ? 1 : -1);
      }}
    >
      {items.map(({ key, label }) => {
        const selected = key === active;
        return (
          <button
            key={key}
            id={`login-tab-${key}`}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(key)}
            style={{
              padding: '12px 0',
              marginBottom: -1,
              border: 'none',
              borderBottom: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
              background: 'none',
              cursor: 'pointer',
              fontSize: token.fontSizeLG,
              color: selected ? token.colorPrimary : token.colorText,
              transition: `color ${token.motionDurationMid}, border-color ${token.motionDurationMid}`,
            }}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}

export default LoginTabs;
