import { DeleteOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tag } from 'antd';
import { useT } from '@/hooks/useT';
import type { Employee } from '@common/api/organisation';

interface Props {
  value: Employee[];
  onChange?: (employees: Employee[]) => void;
}

/** The employees chosen so far, flagged when they have left or are on the prevention list; each may be removed, or all. */
const ChosenEmployees: React.FC<Props> = ({ value, onChange }) => {
  const t = useT();
  return (
    <Table<Employee>
      size="small"
      rowKey="id"
      dataSource={value}
      pagination={value.length > 10 ? { pageSize: 10, size: 'small' } : false}
      locale={{ emptyText: t('pages.sign.new.employees.none') }}
      title={() => (
        <Space>
          {t('pages.sign.new.employees.chosen', { count: value.length })}
          {value.length > 0 && (
            <a onClick={() => onChange?.([])} role="button">
              {t('pages.sign.new.employees.clear')}
            </a>
          )}
        </Space>
      )}
      columns={[
        {
          title: t('pages.sign.employee'),
          dataIndex: 'name',
          render: (_, e) => (
            <>
              {e.name}
              {e.status === 'left' && <Tag style={{ marginLeft: 8 }}>{t('pages.sign.new.employees.left')}</Tag>}
              {e.prevented && (
                <Tag color="red" style={{ marginLeft: 8 }} title={e.preventedReason ?? undefined}>
                  {t('pages.sign.new.employees.prevented')}
                </Tag>
              )}
            </>
          ),
        },
        { title: t('pages.sign.idNumber'), dataIndex: 'idNumber' },
        { title: t('pages.sign.department'), dataIndex: 'departmentName', render: (d) => d ?? '-' },
        { title: t('pages.sign.mobile'), dataIndex: 'mobile' },
        {
          title: '',
          width: 48,
          render: (_, e) => (
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('pages.sign.new.employees.remove', { name: e.name })}
              onClick={() => onChange?.(value.filter((x) => x.id !== e.id))}
            />
          ),
        },
      ]}
    />
  );
};

export default ChosenEmployees;
