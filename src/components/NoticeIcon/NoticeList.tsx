import { Avatar, Badge, Button, Empty, List, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useT } from '@/hooks/useT';
import type { Notice, NoticeType } from '@common/api/accounts';

dayjs.extend(relativeTime);

const EVENT_COLOURS: Record<string, string> = { todo: '', processing: 'blue', urgent: 'red', doing: 'gold' };
const EVENT_BADGES = { processing: 'processing', urgent: 'error' } as const;

interface Props {
  type: NoticeType;
  list: Notice[];
  onRead: (notice: Notice) => void;
  onClear: () => void;
}

const NoticeList: React.FC<Props> = ({ type, list, onRead, onClear }) => {
  const t = useT();
  if (!list.length) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`component.noticeIcon.empty.${type}`)} />;
  }
  return (
    <>
      <List<Notice>
        style={{ maxHeight: 400, overflow: 'auto' }}
        dataSource={list}
        renderItem={(item) => (
          <List.Item onClick={() => onRead(item)} style={{ cursor: 'pointer', opacity: item.read ? 0.5 : 1 }}>
            <List.Item.Meta
              avatar={item.avatar ? <Avatar src={item.avatar} /> : undefined}
              title={
                <span>
                  {!item.extra && item.status && item.status in EVENT_BADGES && (
                    <Badge status={EVENT_BADGES[item.status as keyof typeof EVENT_BADGES]} style={{ marginRight: 6 }} />
                  )}
                  {item.title}
                  {item.extra && (
                    <Tag color={EVENT_COLOURS[item.status ?? '']} style={{ marginLeft: 8 }}>
                      {item.extra}
                    </Tag>
                  )}
                </span>
              }
              description={
                <>
                  <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
                    {item.description}
                  </Typography.Paragraph>
                  <Typography.Text type="secondary">{dayjs(item.datetime).fromNow()}</Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
      <Button block type="link" onClick={onClear}>
        {t('component.noticeIcon.clear', { title: t(`component.noticeIcon.${type}`) })}
      </Button>
    </>
  );
};

export default NoticeList;
