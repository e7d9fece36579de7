import { Alert } from 'antd';
import { useT } from '@/hooks/useT';
import type { SignTaskCreateResult } from '@common/api/signing';

/** What the dry run found: how many would get a task, and who would be refused and why. */
const DryRunAlert: React.FC<{ dryRun: SignTaskCreateResult }> = ({ dryRun }) => {
  const t = useT();
  return (
    <Alert
      data-testid="dry-run"
      style={{ marginTop: 16 }}
      showIcon
      type={dryRun.refused.length ? 'warning' : 'success'}
      message={t('pages.sign.new.checked', { ready: dryRun.ready?.length ?? 0, refused: dryRun.refused.length })}
      description={
        dryRun.refused.length > 0 && (
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {dryRun.refused.map((x) => (
              <li key={x.employeeId}>{`${x.employeeName}: ${x.reason}`}</li>
            ))}
          </ul>
        )
      }
    />
  );
};

export default DryRunAlert;
