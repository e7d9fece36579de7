import { theme } from 'antd';

/**
 * Headings and text of the phone's signing page in the theme's type and colours, without antd's
 * Typography: what the page draws before the contract's first page waits for no component but
 * the theme (docs/performance.md, "The phone page").
 */
export type Tone = 'secondary' | 'success' | 'danger';

const SIZES = { 1: 20, 2: 18, 3: 16 } as const;

function useToneColor(tone?: Tone): string | undefined {
  const { token } = theme.useToken();
  if (!tone) return undefined;
  return { secondary: token.colorTextSecondary, success: token.colorSuccess, danger: token.colorError }[tone];
}

export const Heading: React.FC<{ level: 1 | 2 | 3; style?: React.CSSProperties; children: React.ReactNode }> = ({
  level,
  style,
  children,
}) => {
  const { token } = theme.useToken();
  const H = `h${level}` as const;
  return (
    <H
      style={{
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: SIZES[level],
        lineHeight: 1.4,
        margin: '0 0 8px',
        overflowWrap: 'anywhere',
        ...style,
      }}
    >
      {children}
    </H>
  );
};

export const Paragraph: React.FC<React.HTMLAttributes<HTMLParagraphElement> & { tone?: Tone }> = ({ tone, style, ...rest }) => {
  const color = useToneColor(tone);
  return <p style={{ margin: '0 0 1em', color, overflowWrap: 'anywhere', ...style }} {...rest} />;
};

export const Text: React.FC<React.HTMLAttributes<HTMLSpanElement> & { tone?: Tone }> = ({ tone, style, ...rest }) => {
  const color = useToneColor(tone);
  return <span style={{ color, ...style }} {...rest} />;
};
