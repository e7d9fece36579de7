import LoadFailure, { RECORD_STATUSES } from '@/components/LoadFailure';
import '@/locales/onDemand/sign';
import '@/locales/onDemand/messages';
import { DownloadOutlined, FileProtectOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, Link, useAccess, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Col, Descriptions, Dropdown, Empty, Grid, Row, Space, Spin, Table, Tabs, Tag, Typography } from 'antd';
import { chinaDateTime } from '@common/china-time';
import { lazy, Suspense } from 'react';
import { useT } from '@/hooks/useT';
import { fieldLabels } from '@/services/contracts';
import { archiveUrl, auditSignTask, documentDownloadUrl, documentUrl, evidenceUrl, getSignTask } from '@/services/signTasks';
import type { SignAuditResult, SignDocument, SignDocumentVersion, SignTaskDetail } from '@common/api/signing';
import StatusTag from '../components/StatusTag';
import TaskActions from '../components/TaskActions';
import TaskMessages from '../components/TaskMessages';
import TaskSealCard, { sealBlockedReason } from '../components/TaskSealCard';
import SignTimeline from '@/components/SignTimeline';

const PdfPages = lazy(() => import('@/components/PdfPages'));

const time = (iso: string | null) => (iso ? chinaDateTime(iso) : '-');
const size = (bytes: number) => (bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** One sign task: its facts, its seal, documents with their versions, audit trail, actions and downloads. */
const SignTaskPage: React.FC = () => {
  const t = useT();
  const id = Number(useParams().id);
  const task = useRequest(() => getSignTask(id, { handles: RECORD_STATUSES }), { ready: id > 0, refreshDeps: [id] });
  const audit = useRequest(() => auditSignTask(id), { manual: true });
  const data = task.data;

  if (!data) {
    return (
      <PageContainer title={t('pages.sign.detail')} onBack={() => history.push('/sign')}>
        {task.loading || !task.error ? <Spin style={{ display: 'block', margin: 48 }} /> : <LoadFailure error={task.error} />}
      </PageContainer>
    );
  }

  const downloads = (
    <Space wrap>
      <Dropdown
        menu={{
          items: data.documents.map((d) => ({
            key: d.id,
            label: (
              <a href={documentDownloadUrl(id, d.id)} download>
                {d.name}
              </a>
            ),
          })),
        }}
      >
        <Button icon={<DownloadOutlined />}>{t('pages.sign.download.pdf')}</Button>
      </Dropdown>
      <Button icon={<FileProtectOutlined />} href={evidenceUrl(id)} download>
        {t('pages.sign.download.evidence')}
      </Button>
      <Button icon={<DownloadOutlined />} href={archiveUrl(id)} download>
        {t('pages.sign.download.archive')}
      </Button>
      <Button icon={<SafetyCertificateOutlined />} loading={audit.loading} onClick={audit.run}>
        {t('pages.sign.audit.check')}
      </Button>
    </Space>
  );

  return (
    <PageContainer
      title={`${data.employeeName} · ${data.templateName}`}
      tags={<StatusTag status={data.status} />}
      onBack={() => history.push('/sign')}
      extra={<TaskActions task={data} variant="button" onDone={task.refresh} sealBlocked={sealBlockedReason(t, data)} />}
    >
      {audit.data && <AuditAlert result={audit.data} onClose={() => audit.mutate(undefined)} />}
      <Card title={t('pages.sign.detail.task')} extra={downloads} style={{ marginBottom: 16 }}>
        <TaskDescriptions task={data} />
      </Card>
      <TaskSealCard task={data} />
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          <Card title={t('pages.sign.detail.documents')} style={{ marginBottom: 16 }}>
            {data.documents.length ? (
              <Tabs
                items={data.documents.map((d) => ({
                  key: String(d.id),
                  label: (
                    <span>
                      {d.name}
                      {d.kind === 'accessory' && <Tag style={{ marginLeft: 6 }}>{t('pages.sign.document.accessory')}</Tag>}
                    </span>
                  ),
                  children: <DocumentPane taskId={id} document={d} />,
                }))}
              />
            ) : (
              <Empty />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('pages.sign.detail.timeline')} style={{ marginBottom: 16 }}>
            <SignTimeline events={data.events} documents={data.documents} />
          </Card>
          <Card title={t('pages.message.title')}>
            <TaskMessages taskId={id} messages={data.messages ?? []} onResent={task.refresh} />
          </Card>
        </Col>
      </Row>
    </PageContainer>
  );
};

const TaskDescriptions: React.FC<{ task: SignTaskDetail }> = ({ task }) => {
  const t = useT();
  const { batchSign } = useAccess();
  const values = Object.entries(task.values);
  const labels = useRequest(() => fieldLabels([task.templateId, ...task.accessoryIds]), {
    ready: values.length > 0,
    refreshDeps: [task.id],
  });
  return (
    <>
      <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
        <Descriptions.Item label={t('pages.sign.employee')}>{task.employeeName}</Descriptions.Item>
        <Descriptions.Item label={t('pages.sign.company')}>{task.companyName}</Descriptions.Item>
        <Descriptions.Item label={t('pages.sign.department')}>{task.departmentName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('pages.sign.template')}>
          {task.templateName}
          {task.accessoryIds.length > 0 && ` ${t('pages.sign.accessories.count', { count: task.accessoryIds.length })}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('pages.sign.status')}>
          <StatusTag status={task.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('pages.sign.initiator')}>{task.initiatorName}</Descriptions.Item>
        <Descriptions.Item label={t('pages.sign.createdAt')}>{time(task.createdAt)}</Descriptions.Item>
        {task.sendAt && <Descriptions.Item label={t('pages.sign.sendAt')}>{time(task.sendAt)}</Descriptions.Item>}
        <Descriptions.Item label={t('pages.sign.sentAt')}>{time(task.sentAt)}</Descriptions.Item>
        <Descriptions.Item label={t('pages.sign.deadline')}>{time(task.deadline)}</Descriptions.Item>
        <Descriptions.Item label={t('pages.sign.signedAt')}>{time(task.signedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('pages.sign.completedAt')}>{time(task.completedAt)}</Descriptions.Item>
        {task.batchId !== null && (
          <Descriptions.Item label={t('pages.sign.batch')}>
            {batchSign ? <Link to={`/batchSign?batch=${task.batchId}`}>#{task.batchId}</Link> : `#${task.batchId}`}
          </Descriptions.Item>
        )}
        {task.rejectReason && <Descriptions.Item label={t('pages.sign.rejectReason')}>{task.rejectReason}</Descriptions.Item>}
        {task.revokeReason && <Descriptions.Item label={t('pages.sign.revokeReason')}>{task.revokeReason}</Descriptions.Item>}
      </Descriptions>
      {values.length > 0 && (
        <Descriptions title={t('pages.sign.detail.values')} column={{ xs: 1, md: 2, xl: 3 }} size="small" style={{ marginTop: 16 }}>
          {values.map(([key, value]) => (
            <Descriptions.Item key={key} label={labels.data?.get(key) ?? key}>
              {value || '-'}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </>
  );
};

/**
 * One document: its current PDF drawn, and each stored version with its SHA-256. Drawing it
 * reads the PDF to view (nothing recorded); only the download link saves it (recorded).
 */
const DocumentPane: React.FC<{ taskId: number; document: SignDocument }> = ({ taskId, document: d }) => {
  const t = useT();
  const { md } = Grid.useBreakpoint();
  return (
    <>
      <Table<SignDocumentVersion>
        size="small"
        rowKey="stage"
        dataSource={d.versions}
        pagination={false}
        style={{ marginBottom: 16 }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('pages.sign.version.stage'), dataIndex: 'stage', render: (s) => t(`pages.sign.stage.${s}`) },
          {
            title: 'SHA-256',
            dataIndex: 'sha256',
            render: (sha: string) => (
              // Cut short with an ellipsis on a phone (the copy button copies all 64 digits).
              <Typography.Text
                code
                copyable={{ text: sha }}
                ellipsis={md === false}
                style={{ fontSize: 12, maxWidth: md === false ? 160 : undefined }}
              >
                {sha}
              </Typography.Text>
            ),
          },
          { title: t('pages.sign.version.size'), dataIndex: 'size', render: size, width: 90 },
          { title: t('pages.sign.version.createdAt'), dataIndex: 'createdAt', render: time, width: 170 },
        ]}
      />
      <Space style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('pages.sign.document.pages', { count: d.pageCount })}</Typography.Text>
        <a href={documentDownloadUrl(taskId, d.id)} download>
          <DownloadOutlined /> {t('pages.sign.download.current')}
        </a>
      </Space>
      <div style={{ maxHeight: '80vh', overflow: 'auto', background: '#f5f5f5', padding: 16 }}>
        <Suspense fallback={<Spin />}>
          <PdfPages source={documentUrl(taskId, d.id)} width={640} />
        </Suspense>
      </div>
    </>
  );
};

/** The audit check's answer: the chain intact, or where it breaks and how. */
const AuditAlert: React.FC<{ result: SignAuditResult; onClose: () => void }> = ({ result, onClose }) => {
  const t = useT();
  return result.intact ? (
    <Alert
      type="success"
      showIcon
      closable
      onClose={onClose}
      style={{ marginBottom: 16 }}
      message={t('pages.sign.audit.intact', { count: result.events })}
    />
  ) : (
    <Alert
      type="error"
      showIcon
      closable
      onClose={onClose}
      style={{ marginBottom: 16 }}
      message={t('pages.sign.audit.broken', { sequence: result.brokenAt ?? '-' })}
      description={result.problem && t(`pages.sign.audit.problem.${result.problem}`)}
    />
  );
};

export default SignTaskPage;
