import { AlipayCircleOutlined, DingdingOutlined, WechatOutlined } from '@ant-design/icons';
import { Button, Flex, Popover, Tooltip } from 'antd';
import { useT } from '@/hooks/useT';

const PROVIDERS = [
  { name: 'DingTalk', Icon: DingdingOutlined },
  { name: 'WeChat', Icon: WechatOutlined },
  { name: 'Alipay', Icon: AlipayCircleOutlined },
];

/**
 * Other-provider logins and registration (docs/product.md, "Screens and routes"). No identity provider is connected
 * and accounts are created by administrators: the icons are greyed out and say so on hover or focus, and the
 * register link says so where it is, once, however often it is clicked.
 */
const OtherLogins: React.FC = () => {
  const t = useT();
  const notConnected = t('pages.login.otherLogin.unavailable');
  const icon = { fontSize: 22, color: 'rgba(0, 0, 0, 0.25)', cursor: 'not-allowed' };
  return (
    <Flex justify="space-between" align="center">
      <Flex gap={8} align="center">
        <span>{t('pages.login.loginWith')}</span>
        {PROVIDERS.map(({ name, Icon }) => (
          <Tooltip key={name} title={notConnected}>
            <Icon role="img" aria-label={`${name}: ${notConnected}`} tabIndex={0} style={icon} />
          </Tooltip>
        ))}
      </Flex>
      <Popover trigger="click" content={t('pages.login.registerAccount.hint')}>
        <Button type="link" style={{ padding: 0 }}>
          {t('pages.login.registerAccount')}
        </Button>
      </Popover>
    </Flex>
  );
};

export default OtherLogins;
