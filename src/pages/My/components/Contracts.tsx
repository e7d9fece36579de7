import { DownloadOutlined, FilePdfOutlined, FileProtectOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Descriptions, Empty, Flex, Result, Spin, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import type { MyContract } from '@common/api/my';
import { useT } from '@/hooks/useT';
import { isSignedOut, myArchiveUrl, myDocumentUrl, myEvidenceUrl, queryMyContracts } from '@/services/my';
import { failureOf, type Failure } from '@/services/signing';
import { chinaTime } from '@common/china-time';

type Loaded = { contracts: MyContract[] } | { signedOut: true } | { failure: Failure };

const STATUS_COLOURS: Record<MyContract['status'], string> = { pending_company: 'orange', completed: 'success' };

/** The worker's contracts, newest as the server orders them; `onSignedOut` when the worker session has ended. */
const Contracts: React.FC<{ onSignedOut: () => void }> = ({ onSignedOut }) => {
  const t = useT();
  const { data, loading, refresh } = useRequest(async (): Promise<Loaded> => {
    try {
      return { contracts: await queryMyContracts() };
    } catch (error) {
      return isSignedOut(error) ? { signedOut: true } : { failure: await failureOf(error) };
    }
  });
  useEffect(() => {
    if (data && 'signedOut' in data) onSignedOut();
  }, [data, onSignedOut]);

  if (!data || 'signedOut' in data) return <Spin style={{ display: 'block', padding: '64px 0' }} />;
  if ('failure' in data)
    return (
      <Result
        status="error"
        title={<h2 style={{ fontSize: 20, margin: 0 }}>{t('pages.my.error.load')}</h2>}
        subTitle={data.failure.message || t('pages.my.error.network')}
        extra={
          <Button type="primary" onClick={refresh} loading={loading}>
            {t('pages.my.retry')}
          </Button>
        }
      />
    );
  return (
    <Spin spinning={loading}>
      <Typography.Title level={2} style={{ fontSize: 18, margin: '0 0 12px' }}>
        {t('pages.my.contracts', { count: data.contracts.length })}
      </Typography.Title>
      {data.contracts.length ? (
        <Flex vertical gap={12}>
          {data.contracts.map((c) => (
            <ContractCard key={c.taskId} contract={c} />
          ))}
        </Flex>
      ) : (
        <Empty description={t('pages.my.empty')} />
      )}
    </Spin>
  );
};

/** One contract: who and what, when each party signed, and once sealed its files. */
const ContractCard: React.FC<{ contract: MyContract }> = ({ contract: c }) => {
  const t = useT();
  const when = (iso: string | null) => (iso ? t('pages.my.time', { time: chinaTime(iso) }) : '-');
  return (
    <section aria-label={c.templateName} data-testid="my-contract">
      <Card
        size="small"
        title={<span style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{c.templateName}</span>}
        extra={<Tag color={STATUS_COLOURS[c.status]}>{t(`pages.my.status.${c.status}`)}</Tag>}
      >
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'company', label: t('pages.my.company'), children: c.companyName },
            { key: 'signedAt', label: t('pages.my.signedAt'), children: when(c.signedAt) },
            ...(c.status === 'completed' ? [{ key: 'completedAt', label: t('pages.my.completedAt'), children: when(c.completedAt) }] : []),
          ]}
        />
        {c.status === 'completed' ? (
          <>
            <Typography.Text strong>{t('pages.my.documents')}</Typography.Text>
            <Flex vertical gap={8} style={{ margin: '8px 0 12px' }}>
              {c.documents.map((d) => (
                <Flex key={d.id} gap={8} align="center" wrap>
                  <a href={myDocumentUrl(c.taskId, d.id)} download style={{ overflowWrap: 'anywhere' }}>
                    <FilePdfOutlined /> {d.name}
                  </a>
                  {d.kind === 'accessory' && <Tag style={{ marginInlineEnd: 0 }}>{t('pages.my.document.accessory')}</Tag>}
                </Flex>
              ))}
              <a href={myEvidenceUrl(c.taskId)} download>
                <FileProtectOutlined /> {t('pages.my.evidence')}
              </a>
              <a href={myArchiveUrl(c.taskId)} download>
                <DownloadOutlined /> {t('pages.my.archive')}
              </a>
            </Flex>
            <Typography.Text type="secondary">{t('pages.my.yours')}</Typography.Text>
          </>
        ) : (
          <Alert type="info" showIcon message={t('pages.my.pending')} />
        )}
      </Card>
    </section>
  );
};

export default Contracts;
