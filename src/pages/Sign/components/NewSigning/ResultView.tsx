import { Button, Result, Table } from 'antd';
import { useT } from '@/hooks/useT';
import type { SignRefusal, SignTaskCreateResult } from '../../../../../common/api/signing';

/** What new signing did: how many tasks were created, and who was refused and why (the server's words). */
const ResultView: React.FC<{ result: SignTaskCreateResult; mode: string; onDone: () => void; onAgain: () => void }> = ({
  result,
  mode,
  onDone,
  onAgain,
}) => {
  const t = useT();
  const { created, refused } = result;
  return (
    <>
      <Result
        status={!created.length ? 'error' : refused.length ? 'warning' : 'success'}
        title={t('pages.sign.result.created', { count: created.length })}
        subTitle={
          <>
            {created.length > 0 && <div>{t(`pages.sign.result.${mode}`)}</div>}
            {refused.length > 0 && <div>{t('pages.sign.result.refused', { count: refused.length })}</div>}
          </>
        }
        extra={[
          <Button key="done" type="primary" onClick={onDone}>
            {t('pages.sign.result.done')}
          </Button>,
          <Button key="again" onClick={onAgain}>
            {t('pages.sign.result.again')}
          </Button>,
        ]}
      />
      {refused.length > 0 && (
        <Table<SignRefusal>
          size="small"
          rowKey="employeeId"
          dataSource={refused}
          pagination={refused.length > 10 ? { pageSize: 10, size: 'small' } : false}
          title={() => t('pages.sign.result.refusedTitle')}
          columns={[
            { title: t('pages.sign.employee'), dataIndex: 'employeeName', width: 200 },
            { title: t('pages.sign.result.reason'), dataIndex: 'reason' },
          ]}
        />
      )}
    </>
  );
};

export default ResultView;
