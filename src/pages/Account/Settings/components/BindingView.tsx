import { AlipayOutlined, DingdingOutlined, WechatOutlined } from '@ant-design/icons';
import { List, Tag } from 'antd';
import { useT } from '@/hooks/useT';

const PROVIDERS = [
  { key: 'dingtalk', icon: <DingdingOutlined style={{ color: '#2eabff', fontSize: 48 }} /> },
  { key: 'wechat', icon: <WechatOutlined style={{ color: '#52c41a', fontSize: 48 }} /> },
  { key: 'alipay', icon: <AlipayOutlined style={{ color: '#2eabff', fontSize: 48 }} /> },
];

/** Account bindings: three third-party accounts. None is connected to this server, and the page says so. */
const BindingView: React.FC = () => {
  const t = useT();
  return (
    <List
      itemLayout="horizontal"
      dataSource={PROVIDERS}
      renderItem={(p) => (
        <List.Item actions={[<Tag key="state">{t('pages.account.settings.binding.unavailable')}</Tag>]}>
          <List.Item.Meta
            avatar={p.icon}
            title={t(`pages.account.settings.binding.${p.key}`)}
            description={t(`pages.account.settings.binding.${p.key}-description`)}
          />
        </List.Item>
      )}
    />
  );
};

export default BindingView;
