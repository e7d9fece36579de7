import { Badge, Tabs } from 'antd';
import { useT } from '@/hooks/useT';
import { SIGN_TASK_STATUSES, type SignTaskCounts, type SignTaskStatus } from '@common/api/signing';

export type Tab = 'all' | SignTaskStatus;

/** Tab order: what waits for someone first, then the final states. */
export const TABS: Tab[] = ['all', ...SIGN_TASK_STATUSES];

interface Props {
  tab: Tab;
  /** Tasks per status under the list's filters (not yet counted: no badges). */
  counts?: SignTaskCounts;
  onChange: (tab: Tab) => void;
}

/** The list's status tabs, each with how many tasks it holds. */
const StatusTabs: React.FC<Props> = ({ tab, counts, onChange }) => {
  const t = useT();
  const tabLabel = (key: Tab) => {
    const count = counts && (key === 'all' ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[key]);
    return (
      <span>
        {t(key === 'all' ? 'pages.sign.tab.all' : `pages.sign.status.${key}`)}
        {count !== undefined && (
          <Badge count={count} showZero overflowCount={9999} color={count ? '#1890ff' : '#d9d9d9'} style={{ marginLeft: 6 }} />
        )}
      </span>
    );
  };
  return (
    <Tabs
      activeKey={tab}
      items={TABS.map((key) => ({ key, label: tabLabel(key) }))}
      onChange={(key) => onChange(key as Tab)}
      tabBarStyle={{ marginBottom: 0 }}
    />
  );
};

export default StatusTabs;
