import { theme } from 'antd';
import { useT } from '@/hooks/useT';

/** The product's logo, name and subtitle above the login form. */
const LoginHeading: React.FC = () => {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <div style={{ textAlign: 'center', marginBottom: 32 }}>
      <h1 style={{ margin: 0, fontSize: token.fontSizeHeading2, lineHeight: '44px', fontWeight: 600, color: token.colorTextHeading }}>
        <img alt="logo" src="/logo.svg" style={{ height: 44, marginRight: 12, verticalAlign: 'top' }} />
        {t('app.title')}
      </h1>
      <div style={{ color: token.colorTextSecondary }}>{t('pages.login.subTitle')}</div>
    </div>
  );
};

export default LoginHeading;
