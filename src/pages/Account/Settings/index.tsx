import { PageContainer } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { Card, Grid, Menu } from 'antd';
import { useT } from '@/hooks/useT';
import BaseView from './components/BaseView';
import BindingView from './components/BindingView';
import NotificationView from './components/NotificationView';
import SecurityView from './components/SecurityView';

const SECTIONS = { base: BaseView, security: SecurityView, binding: BindingView, notification: NotificationView };
type Section = keyof typeof SECTIONS;

/** Personal settings (docs/product.md, "Layout and settings"): /account/settings, or /account/<section>. */
const Settings: React.FC = () => {
  const t = useT();
  const { key } = useParams();
  const screens = Grid.useBreakpoint();
  const section: Section = key && key in SECTIONS ? (key as Section) : 'base';
  const View = SECTIONS[section];
  return (
    <PageContainer title={t('menu.account.settings')}>
      <Card styles={{ body: { display: 'flex', flexDirection: screens.md ? 'row' : 'column', padding: '16px 0' } }}>
        <Menu
          mode={screens.md ? 'inline' : 'horizontal'}
          selectedKeys={[section]}
          style={{ width: screens.md ? 224 : '100%' }}
          items={(Object.keys(SECTIONS) as Section[]).map((s) => ({
            key: s,
            label: t(`pages.account.settings.menuMap.${s}`),
          }))}
          onClick={({ key: next }) => history.push(next === 'base' ? '/account/settings' : `/account/${next}`)}
        />
        <div style={{ flex: 1, padding: '8px 40px' }}>
          <h2 style={{ fontSize: 20, marginBottom: 12 }}>{t(`pages.account.settings.menuMap.${section}`)}</h2>
          <View />
        </div>
      </Card>
    </PageContainer>
  );
};

export default Settings;
