import { AlipayCircleOutlined, DingdingOutlined, WechatOutlined } from '@ant-design/icons';
import { Flex, message } from 'antd';
import { useT } from '@/hooks/useT';

const PROVIDERS = [
  { name: 'DingTalk', Icon: DingdingOutlined },
  { name: 'WeChat', Icon: WechatOutlined },
  { name: 'Alipay', Icon: AlipayCircleOutlined },
];

/**
 * Other-provider logins and registration (docs/product.md, "Screens and routes"). No identity provider is connected
 * and accounts are created by administrators, so each link says so instead of pretending.
 */
const OtherLogins: React.FC = () => {
  const t = useT();
  const notConnected = () => message.info(t('pages.login.otherLogin.unavailable'));
  const icon = { fontSize: 22, color: 'rgba(0, 0, 0, 0.25)', cursor: 'pointer' };
  return (
    <Flex justify="space-between" align="center">
      <Flex gap={8} align="center">
        <span>{t('pages.login.loginWith')}</span>
        {PROVIDERS.map(({ name, Icon }) => (
          <Icon key={name} role="button" aria-label={name} title={name} style={icon} onClick={notConnected} />
        ))}
      </Flex>
      <a onClick={() => message.info(t('pages.login.registerAccount.hint'))}>{t('pages.login.registerAccount')}</a>
    </Flex>
  );
};

export default OtherLogins;
