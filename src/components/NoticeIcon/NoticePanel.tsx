import { Tabs } from 'antd';
import { useT } from '@/hooks/useT';
import type { Notice, NoticeType } from '@common/api/accounts';
import NoticeList from './NoticeList';

const TABS: NoticeType[] = ['notification', 'message', 'event'];

interface Props {
  notices: Notice[];
  onRead: (notice: Notice) => void;
  onClear: (type: NoticeType) => void;
}

/** The bell's panel: one tab per kind of notice, each with its count. */
const NoticePanel: React.FC<Props> = ({ notices, onRead, onClear }) => {
  const t = useT();
  const tabs = TABS.map((type) => {
    const list = notices.filter((n) => n.type === type);
    const title = t(`component.noticeIcon.${type}`);
    return {
      key: type,
      label: list.length ? `${title} (${list.length})` : title,
      children: <NoticeList type={type} list={list} onRead={onRead} onClear={() => onClear(type)} />,
    };
  });
  return <Tabs centered items={tabs} style={{ width: 336 }} />;
};

export default NoticePanel;
