import { BellOutlined } from '@ant-design/icons';
import { Badge, Popover, Spin, Tabs } from 'antd';
import { useRequest } from 'ahooks';
import { history } from '@umijs/max';
import { useState } from 'react';
import { clearNotices, queryNotices, readNotice } from '@/services/notices';
import { useT } from '@/hooks/useT';
import type { Notice, NoticeType } from '../../../common/api';
import NoticeList from './NoticeList';

const TABS: NoticeType[] = ['notification', 'message', 'event'];

/** New notices arrive without a reload: asked again this often while the page is visible. */
const POLL_MS = 30_000;

/**
 * Header notices: notifications, messages and events, each with an empty state and a clear
 * action. A notice about something (a task, a batch, an import) opens it.
 */
const NoticeIcon: React.FC = () => {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { data: notices = [], loading, mutate } = useRequest(queryNotices, { pollingInterval: POLL_MS, pollingWhenHidden: false });
  const unread = notices.filter((n) => !n.read).length;

  const onRead = async (notice: Notice) => {
    if (!notice.read) {
      await readNotice(notice.id);
      mutate(notices.map((n) => (n.id === notice.id ? { ...n, read: true } : n)));
    }
    if (notice.link) {
      setOpen(false);
      history.push(notice.link);
    }
  };
  const onClear = async (type: NoticeType) => {
    await clearNotices(type);
    mutate(notices.filter((n) => n.type !== type));
  };

  const tabs = TABS.map((type) => {
    const list = notices.filter((n) => n.type === type);
    const title = t(`component.noticeIcon.${type}`);
    return {
      key: type,
      label: list.length ? `${title} (${list.length})` : title,
      children: <NoticeList type={type} list={list} onRead={onRead} onClear={() => onClear(type)} />,
    };
  });

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      arrow={false}
      content={
        <Spin spinning={loading && !notices.length}>
          <Tabs centered items={tabs} style={{ width: 336 }} />
        </Spin>
      }
    >
      <span role="button" tabIndex={0} aria-label={t('component.noticeIcon.title')} style={{ padding: '0 8px', cursor: 'pointer' }}>
        <Badge count={unread} size="small">
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </span>
    </Popover>
  );
};

export default NoticeIcon;
