import { Link } from '@umijs/max';
import { Card, Empty, List, Typography } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useT } from '@/hooks/useT';
import type { RecentSignEvent } from '@common/api/signing';

dayjs.extend(relativeTime);

/** The latest events of the tasks in the user's scope; a task opens when the role may open it. */
const RecentActivity: React.FC<{ events?: RecentSignEvent[]; loading: boolean; canOpenTasks: boolean }> = ({
  events,
  loading,
  canOpenTasks,
}) => {
  const t = useT();
  return (
    <Card title={t('pages.home.recent')} loading={loading}>
      {events?.length ? (
        <List<RecentSignEvent>
          dataSource={events}
          size="small"
          renderItem={(event) => {
            const title = `${event.employeeName} · ${event.templateName}`;
            return (
              <List.Item extra={<Typography.Text type="secondary">{dayjs(event.at).fromNow()}</Typography.Text>}>
                <List.Item.Meta
                  title={canOpenTasks ? <Link to={`/sign/${event.taskId}`}>{title}</Link> : title}
                  description={t('pages.home.recent.by', { action: t(`pages.sign.event.${event.action}`), actor: event.actorName })}
                />
              </List.Item>
            );
          }}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pages.home.recent.empty')} />
      )}
    </Card>
  );
};

export default RecentActivity;
