import { PageContainer } from '@ant-design/pro-components';
import { history, useIntl, useParams } from '@umijs/max';
import { Card, Grid, Menu } from 'antd';
import BaseView from './components/BaseView';
import BindingView from './components/BindingView';
import NotificationView from './components/NotificationView';
import SecurityView from './components/SecurityView';

const SECTIONS = { base: BaseView, security: SecurityView, binding: BindingView, notification: NotificationView };
type Section = keyof typeof SECTIONS;

/** Personal settings (SPEC points 2 and 3): /account/settings, or /account/<section>. */
const Settings: React.FC = () => {
  const intl = useIntl();
  const { key } = useParams();
  const screens = Grid.useBreakpoint();
  const section: Section = key && key in SECTIONS ? (key as Section) : 'base';
  const View = SECTIONS[section];
  return (
    <PageContainer title={intl.formatMessage({ id: 'menu.account.settings' })}>
      <Card styles={{ body: { display: 'flex', flexDirection: screens.md ? 'row' : 'column', padding: '16px 0' } }}>
        <Menu
          mode={screens.md ? 'inline' : 'horizontal'}
          selectedKeys={[section]}
          style={{ width: screens.md ? 224 : '100%' }}
          items={(Object.keys(SECTIONS) as Section[]).map((s) => ({
            key: s,
            label: intl.formatMessage({ id: `pages.account.settings.menuMap.${s}` }),
          }))}
          onClick={({ key: next }) => history.push(next === 'base' ? '/account/settings' : `/account/${next}`)}
        />
        <div style={{ flex: 1, padding: '8px 40px' }}>
          <h2 style={{ fontSize: 20, marginBottom: 12 }}>{intl.formatMessage({ id: `pages.account.settings.menuMap.${section}` })}</h2>
          <View />
        </div>
      </Card>
    </PageContainer>
  );
};

export default Settings;
