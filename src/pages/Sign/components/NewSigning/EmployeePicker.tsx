import { DeleteOutlined } from '@ant-design/icons';
import { useAccess, useModel } from '@umijs/max';
import { useDebounceFn, useRequest } from 'ahooks';
import { Alert, Button, Input, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import { departmentEmployees, queryDepartments, queryEmployees } from '@/services/signing';
import type { Employee } from '../../../../../common/api/organisation';
import { isValidIdNumber } from '../../../../../common/validation/china-ids';
import { LIMITS } from '../../../../../common/validation/limits';

/** Employees per request, as the server takes them (a department at a time). */
export const MAX_EMPLOYEES = LIMITS.signEmployees;

type Mode = 'search' | 'department' | 'paste';

interface Props {
  value?: Employee[];
  onChange?: (employees: Employee[]) => void;
}

/** Looks like a whole ID number (then it is searched exactly), not a part of a name. */
const looksLikeIdNumber = (text: string) => /^\d{17}[\dXx]$/.test(text);

/**
 * The employees to sign: found by name or ID number, a whole department, or pasted ID numbers
 * (one per line; those not found are listed). Shows the chosen ones with their flags.
 */
const EmployeePicker: React.FC<Props> = ({ value = [], onChange }) => {
  const t = useT();
  const { isDepartment, department } = useAccess();
  const { initialState } = useModel('@@initialState');
  const companyId = initialState?.currentUser?.relation_id;
  const [mode, setMode] = useState<Mode>('search');
  const [notFound, setNotFound] = useState<string[]>([]);
  const [pasted, setPasted] = useState('');
  const [departmentId, setDepartmentId] = useState<number | undefined>(isDepartment ? (department ?? undefined) : undefined);

  const add = (found: Employee[]) => {
    const known = new Set(value.map((e) => e.id));
    onChange?.([...value, ...found.filter((e) => !known.has(e.id) && known.add(e.id))].slice(0, MAX_EMPLOYEES));
  };
  const remove = (id: number) => onChange?.(value.filter((e) => e.id !== id));

  const search = useRequest(
    async (text: string) => {
      const query = text.trim();
      if (!query) return [];
      const byId = looksLikeIdNumber(query);
      return (await queryEmployees({ ...(byId ? { idNumber: query.toUpperCase() } : { name: query }), status: 'active', pageSize: 20 }))
        .list;
    },
    { manual: true },
  );
  const { run: searchLater } = useDebounceFn(search.run, { wait: 300 });

  const departments = useRequest(async () => (companyId ? queryDepartments(companyId) : []), { ready: mode === 'department' });

  const addDepartment = useRequest(async () => departmentId && add(await departmentEmployees(departmentId, MAX_EMPLOYEES)), {
    manual: true,
  });

  const addPasted = useRequest(
    async () => {
      const lines = [
        ...new Set(
          pasted
            .split(/[\s,;，；]+/)
            .map((l) => l.trim().toUpperCase())
            .filter(Boolean),
        ),
      ];
      // By line: the list answers ID numbers masked, so hits are kept by the number asked for.
      const hits: (Employee | undefined)[] = [];
      // A few at a time: a pasted list may hold hundreds of numbers.
      for (let i = 0; i < lines.length; i += 5) {
        await Promise.all(
          lines.slice(i, i + 5).map(async (idNumber, j) => {
            if (isValidIdNumber(idNumber)) hits[i + j] = (await queryEmployees({ idNumber, pageSize: 1 })).list[0];
          }),
        );
      }
      const missing = lines.filter((_, i) => !hits[i]);
      add(hits.filter((e): e is Employee => Boolean(e)));
      setNotFound(missing);
      if (!missing.length) setPasted('');
    },
    { manual: true },
  );

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Segmented<Mode>
        value={mode}
        onChange={setMode}
        options={[
          { value: 'search', label: t('pages.sign.new.employees.bySearch') },
          { value: 'department', label: t('pages.sign.new.employees.byDepartment') },
          { value: 'paste', label: t('pages.sign.new.employees.byPaste') },
        ]}
      />
      {mode === 'search' && (
        <Select<number | null>
          showSearch
          value={null}
          style={{ width: '100%' }}
          placeholder={t('pages.sign.new.employees.search.placeholder')}
          filterOption={false}
          onSearch={searchLater}
          loading={search.loading}
          notFoundContent={search.data ? t('pages.sign.new.employees.search.none') : null}
          options={(search.data ?? []).map((e) => ({
            value: e.id,
            label: `${e.name}  ${e.idNumber}  ${e.departmentName ?? ''}`,
            disabled: value.some((v) => v.id === e.id),
          }))}
          onSelect={(id: number | null) => add((search.data ?? []).filter((e) => e.id === id))}
        />
      )}
      {mode === 'department' && (
        <Space.Compact style={{ width: '100%' }}>
          <Select
            style={{ flex: 1 }}
            value={departmentId}
            onChange={setDepartmentId}
            disabled={isDepartment}
            loading={departments.loading}
            placeholder={t('pages.sign.new.employees.department.placeholder')}
            showSearch
            optionFilterProp="label"
            options={(departments.data ?? []).map((d) => ({ value: d.id, label: `${d.name} (${d.employeeCount})` }))}
          />
          <Button type="primary" disabled={!departmentId} loading={addDepartment.loading} onClick={addDepartment.run}>
            {t('pages.sign.new.employees.department.add')}
          </Button>
        </Space.Compact>
      )}
      {mode === 'paste' && (
        <>
          <Input.TextArea
            rows={5}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            placeholder={t('pages.sign.new.employees.paste.placeholder')}
            aria-label={t('pages.sign.new.employees.paste.placeholder')}
          />
          <Button disabled={!pasted.trim()} loading={addPasted.loading} onClick={addPasted.run}>
            {t('pages.sign.new.employees.paste.add')}
          </Button>
          {notFound.length > 0 && (
            <Alert
              type="warning"
              showIcon
              closable
              onClose={() => setNotFound([])}
              message={t('pages.sign.new.employees.paste.notFound', { count: notFound.length })}
              description={
                <Typography.Paragraph copyable={{ text: notFound.join('\n') }} style={{ marginBottom: 0 }}>
                  {notFound.map((n) => (
                    <div key={n}>{n}</div>
                  ))}
                </Typography.Paragraph>
              }
            />
          )}
        </>
      )}
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
                onClick={() => remove(e.id)}
              />
            ),
          },
        ]}
      />
    </Space>
  );
};

export default EmployeePicker;
