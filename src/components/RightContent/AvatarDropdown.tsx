import { LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { history, useModel } from '@umijs/max';
import { Dropdown, type MenuProps } from 'antd';
import { flushSync } from 'react-dom';
import { redirectToLogin } from '@/services/errorHandling';
import { useT } from '@/hooks/useT';

/** Top-right account menu: personal settings and logout (docs/product.md, "Layout and settings"). */
const AvatarDropdown: React.FC<{ children?: React.ReactNode }> = ({ children }) => {
  const t = useT();
  const { setInitialState } = useModel('@@initialState');

  const signOut = async () => {
    // The session's calls come with the login page, where this leads: the shell of every page does
    // not carry them. The session is ended on the server; even if that call fails the user leaves.
    await import('@/services/login').then(({ logout }) => logout()).catch(() => undefined);
    flushSync(() => setInitialState((s) => ({ ...s, currentUser: undefined })));
    redirectToLogin();
  };

  const items: MenuProps['items'] = [
    { key: 'settings', icon: <SettingOutlined />, label: t('menu.account.settings') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('menu.account.logout') },
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
