import { LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { history, useIntl, useModel } from '@umijs/max';
import { Dropdown, type MenuProps } from 'antd';
import { flushSync } from 'react-dom';
import { redirectToLogin } from '../../requestErrorConfig';
import { logout } from '../../services/user';

/** Top-right account menu: personal settings and logout (SPEC point 2). */
const AvatarDropdown: React.FC<{ children?: React.ReactNode }> = ({ children }) => {
  const intl = useIntl();
  const { setInitialState } = useModel('@@initialState');

  const signOut = async () => {
    // The session is ended on the server; even if that call fails the user leaves.
    await logout().catch(() => undefined);
    flushSync(() => setInitialState((s) => ({ ...s, currentUser: undefined })));
    redirectToLogin();
  };

  const items: MenuProps['items'] = [
    { key: 'settings', icon: <SettingOutlined />, label: intl.formatMessage({ id: 'menu.account.settings' }) },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: intl.formatMessage({ id: 'menu.account.logout' }) },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') signOut();
    else history.push(`/account/${key}`);
  };
  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight">
      <span data-testid="avatar-dropdown" style={{ cursor: 'pointer' }}>
        {children}
      </span>
    </Dropdown>
  );
};

export default AvatarDropdown;
