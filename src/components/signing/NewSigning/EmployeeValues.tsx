import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import { checkValuesSheet, type ValuesSheetChoice, valuesSheetUrl } from '@/services/signTasks';
import type { ContractField } from '@common/api/contracts';
import type { Employee } from '@common/api/organisation';
import type { SignValuesSheetReport } from '@common/api/signing';

/** Each person's own values by employee id, then field key; a blank one takes the shared value. */
export type EmployeeValueMap = Record<number, Record<string, string>>;

interface Props {
  employees: Employee[];
  /** The fields to fill, once per key. */
  fields: ContractField[];
  choice: Omit<ValuesSheetChoice, 'employeeIds'>;
  value: EmployeeValueMap;
  onChange: (value: EmployeeValueMap) => void;
}

/**
 * Per-person values: a table of the chosen employees with a cell per field, filled by hand or
 * from the values sheet (downloaded here, filled in Excel, uploaded back). The upload is checked
 * row by row on the server; good rows fill the table, the others are listed with their reasons.
 */
const EmployeeValues: React.FC<Props> = ({ employees, fields, choice, value, onChange }) => {
  const t = useT();
  const [report, setReport] = useState<SignValuesSheetReport>();
  const [checking, setChecking] = useState(false);
  const sheetChoice = { ...choice, employeeIds: employees.map((e) => e.id) };

  const setCell = (employeeId: number, key: string, text: string) =>
    onChange({ ...value, [employeeId]: { ...value[employeeId], [key]: text } });

  const upload = async (file: File) => {
    setChecking(true);
    try {
      const checked = await checkValuesSheet(sheetChoice, file);
      setReport(checked);
      const next = { ...value };
      for (const row of checked.rows) {
        if (row.employeeId !== null && row.problems.length === 0) next[row.employeeId] = { ...next[row.employeeId], ...row.values };
      }
      onChange(next);
    } finally {
      setChecking(false);
    }
  };

  const rejected = report?.rows.filter((r) => r.problems.length) ?? [];
  const taken = report ? report.rows.length - rejected.length : 0;

  return (
    <div data-testid="employee-values">
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<DownloadOutlined />} href={valuesSheetUrl(sheetChoice)} disabled={!employees.length}>
          {t('pages.sign.new.perPerson.template')}
        </Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
          disabled={!employees.length}
        >
          <Button icon={<UploadOutlined />} loading={checking} disabled={!employees.length}>
            {t('pages.sign.new.perPerson.upload')}
          </Button>
        </Upload>
      </Space>
      {report && (
        <Alert
          style={{ marginBottom: 12 }}
          type={rejected.length || report.unknownColumns.length ? 'warning' : 'success'}
          showIcon
          message={t('pages.sign.new.perPerson.checked', { taken, rejected: rejected.length })}
          description={
            <>
              {report.unknownColumns.length > 0 && (
                <div>{t('pages.sign.new.perPerson.unknownColumns', { columns: report.unknownColumns.join(', ') })}</div>
              )}
              {rejected.map((row) => (
                <div key={row.row}>
                  {t('pages.sign.new.perPerson.rowProblem', {
                    row: row.row,
                    name: row.employeeName || '-',
                    problems: row.problems.map((p) => `${p.column}: ${p.reason}`).join('; '),
                  })}
                </div>
              ))}
            </>
          }
        />
      )}
      <Table<Employee>
        size="small"
        rowKey="id"
        pagination={employees.length > 10 ? { pageSize: 10 } : false}
        dataSource={employees}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('pages.sign.new.perPerson.noEmployees') }}
        columns={[
          { title: t('pages.sign.new.perPerson.employee'), dataIndex: 'name', fixed: 'left', width: 120 },
          ...fields.map((f) => ({
            title: f.label,
            key: f.key,
            width: 160,
            render: (_: unknown, employee: Employee) => (
              <Input
                size="small"
                aria-label={`${employee.name} ${f.label}`}
                placeholder={t('pages.sign.new.perPerson.shared')}
                value={value[employee.id]?.[f.key] ?? ''}
                onChange={(e) => setCell(employee.id, f.key, e.target.value)}
              />
            ),
          })),
        ]}
      />
      <Typography.Text type="secondary">{t('pages.sign.new.perPerson.hint')}</Typography.Text>
    </div>
  );
};

export default EmployeeValues;
