import { List, message, Skeleton, Switch } from 'antd';
import { useRequest } from 'ahooks';
import { useT } from '@/hooks/useT';
import type { NotificationPreferences } from '@common/api/accounts';
import { getNotifications, saveNotifications } from '@/services/myAccount';

const KEYS: (keyof NotificationPreferences)[] = ['userMessage', 'systemMessage', 'todoNotice'];

/** New-message notification preferences, each saved as soon as it is switched. */
const NotificationView: React.FC = () => {
  const t = useT();
  const { data, loading, mutate } = useRequest(getNotifications);
  if (loading || !data) return <Skeleton active />;

  const toggle = async (key: keyof NotificationPreferences, on: boolean) => {
    const saved = await saveNotifications({ ...data, [key]: on });
    mutate(saved);
    message.success(t('pages.account.settings.notification.saved'));
  };
  return (
    <List
      itemLayout="horizontal"
      dataSource={KEYS}
      renderItem={(key) => (
        <List.Item
          actions={[
            <Switch
              key="switch"
              aria-label={t(`pages.account.settings.notification.${key}`)}
              checked={data[key]}
              checkedChildren={t('pages.account.settings.open')}
              unCheckedChildren={t('pages.account.settings.close')}
              onChange={(on) => toggle(key, on)}
            />,
          ]}
        >
          <List.Item.Meta
            title={t(`pages.account.settings.notification.${key}`)}
            description={t(`pages.account.settings.notification.${key}-description`)}
          />
        </List.Item>
      )}
    />
  );
};

export default NotificationView;
