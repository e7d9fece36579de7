import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { useT } from '@/hooks/useT';
import type { ImportReport, ImportRowError, ImportSheetColumn } from '@common/api/organisation';

/**
 * What a check or an import found: the required columns missing, the columns it will ignore, the
 * columns it read under another name (职位 → 岗位), then every refused row with its reasons and
 * the refused rows as a file to fix and import again.
 */
const ImportReportView: React.FC<{ report: ImportReport; onDownloadRejected: () => void; downloading: boolean }> = ({
  report,
  onDownloadRejected,
  downloading,
}) => {
  const t = useT();
  const fieldLabel = (field: string) => t(`pages.employee.${field}`);
  const columnLabel = (c: ImportSheetColumn) =>
    c.header ? `${c.header} (${c.column})` : t('pages.employee.import.noHeader', { column: c.column });
  const tags = (labels: string[], color: string) => (
    <Space size={[0, 4]} wrap>
      {labels.map((label) => (
        <Tag key={label} color={color}>
          {label}
        </Tag>
      ))}
    </Space>
  );
  const { missing, unknown, recognised } = report.columns;
  const synonyms = recognised.filter((c) => c.synonym);
  const rejected = report.total - report.valid;

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {missing.length > 0 && (
        <Alert type="error" message={t('pages.employee.import.missing')} description={tags(missing.map(fieldLabel), 'error')} />
      )}
      {unknown.length > 0 && (
        <Alert type="warning" message={t('pages.employee.import.unknown')} description={tags(unknown.map(columnLabel), 'warning')} />
      )}
      {synonyms.length > 0 && (
        <Alert
          type="info"
          message={t('pages.employee.import.synonyms')}
          description={tags(
            synonyms.map((c) => `${c.header} → ${fieldLabel(c.field)}`),
            'processing',
          )}
        />
      )}
      {missing.length === 0 && (
        <Alert
          type={report.errors.length ? 'warning' : 'success'}
          message={t('pages.employee.import.summary', { total: report.total, valid: report.valid, invalid: rejected })}
        />
      )}
      {report.errors.length > 0 && (
        <>
          {/* Offered by the check only: the server finds the refused rows by checking the file again. */}
          {report.dryRun && (
            <Space wrap>
              <Button icon={<DownloadOutlined />} loading={downloading} onClick={onDownloadRejected}>
                {t('pages.employee.import.rejected', { count: rejected })}
              </Button>
              <Typography.Text type="secondary">{t('pages.employee.import.rejected.hint')}</Typography.Text>
            </Space>
          )}
          <Table<ImportRowError>
            size="small"
            rowKey={(e) => `${e.row}-${e.field}-${e.reason}`}
            dataSource={report.errors}
            pagination={{ pageSize: 8 }}
            columns={[
              { title: t('pages.employee.import.row'), dataIndex: 'row', width: 80 },
              { title: t('pages.employee.import.field'), dataIndex: 'field', width: 140, render: fieldLabel },
              { title: t('pages.employee.import.reason'), dataIndex: 'reason' },
            ]}
          />
        </>
      )}
    </Space>
  );
};

export default ImportReportView;
