import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import { useAccess } from '@umijs/max';
import { Button, Dropdown } from 'antd';
import { useT } from '@/hooks/useT';
import type { EmployeeQuery } from '@common/api/organisation';
import { employeesExportUrl } from '@/services/employees';

const download = (url: string) => window.open(url, '_self');

/**
 * The .xlsx of the list's filters. A company's admin may also take full ID numbers (for payroll
 * and re-import) after confirming that the export is recorded in the audit log; admins always
 * get them, everyone else sees them masked.
 */
const ExportButton: React.FC<{ filters: () => EmployeeQuery }> = ({ filters }) => {
  const t = useT();
  const { isCompany } = useAccess();
  if (!isCompany) {
    return (
      <Button icon={<DownloadOutlined />} onClick={() => download(employeesExportUrl(filters()))}>
        {t('pages.employee.export')}
      </Button>
    );
  }
  // antd's Modal loads when the confirmation is asked for: the list does not draw it.
  const unmasked = async () =>
    (await import('antd/es/modal')).default.confirm({
      title: t('pages.employee.export.unmasked'),
      content: t('pages.employee.export.unmasked.confirm'),
      okText: t('pages.employee.export'),
      onOk: () => download(employeesExportUrl(filters(), true)),
    });
  return (
    <Dropdown.Button
      icon={<DownOutlined />}
      onClick={() => download(employeesExportUrl(filters()))}
      menu={{ items: [{ key: 'unmasked', label: t('pages.employee.export.unmasked') }], onClick: unmasked }}
    >
      <DownloadOutlined /> {t('pages.employee.export')}
    </Dropdown.Button>
  );
};

export default ExportButton;
