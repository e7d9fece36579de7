import { InboxOutlined } from '@ant-design/icons';
import { useAccess } from '@umijs/max';
import { Alert, Button, Modal, Progress, Select, Space, Table, Upload } from 'antd';
import { useRequest } from 'ahooks';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import type { ImportReport, ImportRowError } from '../../../../common/api/organisation';
import { importEmployees, importTemplateUrl, queryCompanies } from '../service';

/**
 * Import from .xlsx in two steps: a dry run that lists every bad row with its reason, then the
 * import of the good rows (one transaction on the server).
 */
const ImportModal: React.FC<{ open: boolean; onClose: (imported: boolean) => void }> = ({ open, onClose }) => {
  const t = useT();
  const { isAdmin } = useAccess();
  const companies = useRequest(() => queryCompanies({ pageSize: 100 }), { ready: isAdmin && open });
  const [companyId, setCompanyId] = useState<number>();
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const [report, setReport] = useState<ImportReport>();
  const [busy, setBusy] = useState(false);

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    setProgress(0);
    try {
      const result = await importEmployees(file, { dryRun, companyId }, setProgress);
      setReport(result);
      if (!dryRun) onClose(true);
    } finally {
      setBusy(false);
      setProgress(undefined);
    }
  };
  const reset = () => {
    setFile(undefined);
    setReport(undefined);
  };

  return (
    <Modal
      open={open}
      title={t('pages.employee.import')}
      width={720}
      destroyOnClose
      afterClose={reset}
      onCancel={() => onClose(false)}
      footer={[
        <Button key="template" href={importTemplateUrl} download>
          {t('pages.employee.import.template')}
        </Button>,
        <Button key="check" disabled={!file || (isAdmin && !companyId)} loading={busy && !report} onClick={() => run(true)}>
          {t('pages.employee.import.check')}
        </Button>,
        <Button
          key="import"
          type="primary"
          disabled={!report?.dryRun || report.valid === 0}
          loading={busy && Boolean(report)}
          onClick={() => run(false)}
        >
          {t('pages.employee.import.confirm', { count: report?.valid ?? 0 })}
        </Button>,
      ]}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {isAdmin && (
          <Select
            style={{ width: '100%' }}
            placeholder={t('pages.employee.company')}
            value={companyId}
            onChange={(id) => {
              setCompanyId(id);
              setReport(undefined);
            }}
            options={(companies.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        )}
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
          beforeUpload={(f) => {
            setFile(f);
            setReport(undefined);
            return false;
          }}
          onRemove={reset}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t('pages.employee.import.drop')}</p>
        </Upload.Dragger>
        {progress !== undefined && <Progress percent={progress} status={progress < 100 ? 'active' : 'normal'} />}
        {report && (
          <>
            <Alert
              type={report.errors.length ? 'warning' : 'success'}
              message={t('pages.employee.import.summary', {
                total: report.total,
                valid: report.valid,
                invalid: report.total - report.valid,
              })}
            />
            {report.errors.length > 0 && (
              <Table<ImportRowError>
                size="small"
                rowKey={(e) => `${e.row}-${e.field}`}
                dataSource={report.errors}
                pagination={{ pageSize: 8 }}
                columns={[
                  { title: t('pages.employee.import.row'), dataIndex: 'row', width: 80 },
                  {
                    title: t('pages.employee.import.field'),
                    dataIndex: 'field',
                    width: 140,
                    render: (f: string) => t(`pages.employee.${f}`),
                  },
                  { title: t('pages.employee.import.reason'), dataIndex: 'reason' },
                ]}
              />
            )}
          </>
        )}
      </Space>
    </Modal>
  );
};

export default ImportModal;
