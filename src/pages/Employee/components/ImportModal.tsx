import { InboxOutlined } from '@ant-design/icons';
import { useAccess } from '@umijs/max';
import { Button, Modal, Progress, Select, Space, Upload } from 'antd';
import { useRequest } from 'ahooks';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import type { ImportReport } from '@common/api/organisation';
import { queryCompanies } from '@/services/companies';
import { importEmployees, importTemplateUrl, rejectedRows } from '@/services/employeeImport';
import ImportReportView from './ImportReportView';
import { saveFile } from './saveFile';

/**
 * Import from .xlsx in two steps: a check (dry run) that shows how the columns were read and every
 * bad row with its reason, with the bad rows as a file to fix, then the import of the good rows
 * (one transaction on the server).
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
  const rejected = useRequest(
    async (chosen: File) => {
      const name = t('pages.employee.import.rejected.file', { name: chosen.name.replace(/\.xlsx$/i, '') });
      saveFile(await rejectedRows(chosen, companyId), name);
    },
    // A failure has been shown by the request layer.
    { manual: true, onError: () => undefined },
  );

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
          <ImportReportView report={report} downloading={rejected.loading} onDownloadRejected={() => file && rejected.run(file)} />
        )}
      </Space>
    </Modal>
  );
};

export default ImportModal;
