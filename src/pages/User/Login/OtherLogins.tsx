import { AlipayCircleOutlined, DingdingOutlined, WechatOutlined } from '@ant-design/icons';
import { message, Space, Tooltip } from 'antd';
import { useT } from '@/hooks/useT';

/**
 * Other-provider logins and registration (docs/product.md, "Screens and routes"). No identity provider is connected
 * and accounts are created by administrators, so each link says so instead of pretending.
 */
const OtherLogins: React.FC = () => {
  const t = useT();
  const notConnected = () => message.info(t('pages.login.otherLogin.unavailable'));
  const icon = { fontSize: 22, color: 'rgba(0, 0, 0, 0.25)', cursor: 'pointer' };
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between' }}>
      <Space>
        <span>{t('pages.login.loginWith')}</span>
        <Tooltip title="DingTalk">
          <DingdingOutlined style={icon} onClick={notConnected} />
        </Tooltip>
        <Tooltip title="WeChat">
          <WechatOutlined style={icon} onClick={notConnected} />
        </Tooltip>
        <Tooltip title="Alipay">
          <AlipayCircleOutlined style={icon} onClick={notConnected} />
        </Tooltip>
      </Space>
      <a onClick={() => message.info(t('pages.login.registerAccount.hint'))}>{t('pages.login.registerAccount')}</a>
    </Space>
  );
};

export default OtherLogins;
