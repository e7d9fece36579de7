import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Button, Descriptions, Divider, Drawer, List, Space, Spin, Tag, Typography } from 'antd';
import SignTimeline from '@/components/SignTimeline';
import { useT } from '@/hooks/useT';
import { archiveUrl, documentDownloadUrl, evidenceUrl, getSignTask, SIGN_STATUS_COLOURS } from '@/services/signTasks';
import { chinaDateTime } from '@common/china-time';

/** China time, as the exports and the evidence report give it. */
const time = (iso: string | null) => (iso ? chinaDateTime(iso) : '-');

/** One record's documents (each PDF), the evidence and the .zip, and its audit trail. */
const TaskDrawer: React.FC<{ taskId: number; onClose: () => void }> = ({ taskId, onClose }) => {
  const t = useT();
  const { data, loading } = useRequest(() => getSignTask(taskId), { refreshDeps: [taskId] });
  return (
    <Drawer open width={560} title={data ? `${data.employeeName} · ${data.templateName}` : t('pages.record.timeline')} onClose={onClose}>
      {loading || !data ? (
        <Spin style={{ display: 'block', margin: 48 }} />
      ) : (
        <>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('pages.sign.status')}>
              <Tag color={SIGN_STATUS_COLOURS[data.status]}>{t(`pages.sign.status.${data.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('pages.sign.company')}>{data.companyName}</Descriptions.Item>
            <Descriptions.Item label={t('pages.sign.initiator')}>{data.initiatorName}</Descriptions.Item>
            <Descriptions.Item label={t('pages.sign.deadline')}>{time(data.deadline)}</Descriptions.Item>
            {(data.rejectReason || data.revokeReason) && (
              <Descriptions.Item label={t(data.rejectReason ? 'pages.sign.rejectReason' : 'pages.sign.revokeReason')}>
                {data.rejectReason ?? data.revokeReason}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Divider orientation="left">{t('pages.record.downloads')}</Divider>
          <List
            size="small"
            dataSource={data.documents}
            renderItem={(d) => (
              <List.Item
                actions={[
                  <a key="pdf" href={documentDownloadUrl(taskId, d.id)} download>
                    <DownloadOutlined /> PDF
                  </a>,
                ]}
              >
                <FilePdfOutlined style={{ marginRight: 8 }} />
                {d.name}
                <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                  {t(`pages.sign.stage.${d.current.stage}`)}
                </Typography.Text>
              </List.Item>
            )}
          />
          <Space style={{ marginTop: 12 }} wrap>
            <Button icon={<DownloadOutlined />} href={archiveUrl(taskId)} download>
              {t('pages.sign.download.archive')}
            </Button>
            <Button href={evidenceUrl(taskId)} download>
              {t('pages.sign.download.evidence')}
            </Button>
          </Space>
          <Divider orientation="left">{t('pages.record.timeline')}</Divider>
          <SignTimeline events={data.events} documents={data.documents} />
        </>
      )}
    </Drawer>
  );
};

export default TaskDrawer;
