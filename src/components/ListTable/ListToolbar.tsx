import { ColumnHeightOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Popover, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/hooks/useT';
import type { Density } from './useListLayout';
import { columnKey, type ListColumn } from './types';

interface Props<T> {
  /** The list's heading or tabs. */
  title?: ReactNode;
  /** The page's buttons (create, import, export). */
  actions?: ReactNode;
  columns: ListColumn<T>[];
  hidden: ReadonlySet<string>;
  onHiddenChange: (hidden: Set<string>) => void;
  density: Density;
  onDensityChange: (density: Density) => void;
  onReload: () => void;
  loading: boolean;
  /** Density and column choice offered (the default), or reload alone. */
  settings?: false;
}

/** A list's heading, as the toolbar draws a title given as text (for a page that adds to it). */
export const ListHeading: React.FC<{ children: ReactNode }> = ({ children }) => (
  <span style={{ fontSize: 16, fontWeight: 500 }}>{children}</span>
);

/** Above the list: its heading or tabs, the page's buttons, then reload, density and which columns show. */
export function ListToolbar<T>({
  title,
  actions,
  columns,
  hidden,
  onHiddenChange,
  density,
  onDensityChange,
  onReload,
  loading,
  settings,
}: Props<T>) {
  const t = useT();
  const choosable = columns.flatMap((column, i) => (column.hideInTable ? [] : [{ key: columnKey(column, i), title: column.title }]));
  const toggle = (key: string, show: boolean) => {
    const next = new Set(hidden);
    if (show) next.delete(key);
    else next.add(key);
    // At least one column stays.
    if (choosable.some((column) => !next.has(column.key))) onHiddenChange(next);
  };
  const columnChoice = (
    <Space direction="vertical" size={4}>
      {choosable.map(({ key, title }) => (
        <Checkbox key={key} checked={!hidden.has(key)} onChange={(e) => toggle(key, e.target.checked)}>
          {title}
        </Checkbox>
      ))}
      <Button type="link" size="small" style={{ padding: 0 }} disabled={!hidden.size} onClick={() => onHiddenChange(new Set())}>
        {t('component.listTable.columns.reset')}
      </Button>
    </Space>
  );
  return (
    <div className="list-toolbar" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 16 }}>
      {/*
        The title (a heading, or status tabs) takes the room its content needs, up to the whole
        row: tabs in a long language push the buttons onto the next line rather than fold into a
        menu; only tabs wider than the row fold (or scroll, on a phone).
      */}
      <div style={{ flex: '1 1 auto', minWidth: 200, maxWidth: '100%' }}>
        {typeof title === 'string' ? <ListHeading>{title}</ListHeading> : title}
      </div>
      <Space wrap size={8} style={{ marginLeft: 'auto' }}>
        {actions}
        <Space size={4}>
          <Tooltip title={t('component.listTable.reload')}>
            <Button type="text" icon={<ReloadOutlined spin={loading} />} aria-label={t('component.listTable.reload')} onClick={onReload} />
          </Tooltip>
          {settings !== false && (
            <>
              <Dropdown
                trigger={['click']}
                menu={{
                  selectable: true,
                  selectedKeys: [density],
                  items: (['large', 'middle', 'small'] as const).map((key) => ({ key, label: t(`component.listTable.density.${key}`) })),
                  onClick: ({ key }) => onDensityChange(key as Density),
                }}
              >
                <Tooltip title={t('component.listTable.density')}>
                  <Button type="text" icon={<ColumnHeightOutlined />} aria-label={t('component.listTable.density')} />
                </Tooltip>
              </Dropdown>
              <Popover trigger="click" placement="bottomRight" title={t('component.listTable.columns')} content={columnChoice}>
                <Tooltip title={t('component.listTable.columns')}>
                  <Button type="text" icon={<SettingOutlined />} aria-label={t('component.listTable.columns')} />
                </Tooltip>
              </Popover>
            </>
          )}
        </Space>
      </Space>
    </div>
  );
}
