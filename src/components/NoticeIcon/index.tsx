import { BellOutlined } from '@ant-design/icons';
import { Badge, Popover, Spin } from 'antd';
import { useRequest } from 'ahooks';
import { history } from '@umijs/max';
import { lazy, Suspense, useState } from 'react';
import { clearNotices, queryNotices, readNotice } from '@/services/notices';
import { useT } from '@/hooks/useT';
import type { Notice, NoticeType } from '@common/api/accounts';

// The panel (antd's Tabs, List, Empty...) loads when the bell is reached for: every page draws the bell.
const loadPanel = () => import('./NoticePanel');
const NoticePanel = lazy(loadPanel);

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

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      arrow={false}
      content={
        <Spin spinning={loading && !notices.length}>
          <Suspense fallback={<div style={{ width: 336, height: 120 }} />}>
            <NoticePanel notices={notices} onRead={onRead} onClear={onClear} />
          </Suspense>
        </Spin>
      }
    >
      <span
        role="button"
        tabIndex={0}
        aria-label={t('component.noticeIcon.title')}
        style={{ padding: '0 8px', cursor: 'pointer' }}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
      >
        <Badge count={unread} size="small">
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </span>
    </Popover>
  );
};

export default NoticeIcon;
