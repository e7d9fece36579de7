import { RedoOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, List, message, Tag, Typography } from 'antd';
import { chinaDateTime } from '@common/china-time';
import { useState } from 'react';
import type { TaskMessage } from '@common/api/messages';
import { useT } from '@/hooks/useT';
import { MESSAGE_STATUS_COLOURS, resendTaskMessage } from '@/services/messages';

const time = (iso: string | null) => (iso ? chinaDateTime(iso) : undefined);

/**
 * The texts and mails sent about a task, oldest first, with their delivery as the providers
 * report it: kind, channel, masked recipient, state, attempts, the last error and the times. A
 * failed one worth sending again (a link, a reminder, a completion notice) has "Send again".
 */
const TaskMessages: React.FC<{ taskId: number; messages: TaskMessage[]; onResent: () => void }> = ({ taskId, messages, onResent }) => {
  const t = useT();
  const [busy, setBusy] = useState<number>();

  const resend = async (m: TaskMessage) => {
    setBusy(m.id);
    try {
      await resendTaskMessage(taskId, m.id);
      message.success(t('pages.message.resent'));
      onResent();
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(undefined);
    }
  };

  if (!messages.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pages.message.empty')} />;
  return (
    <List<TaskMessage>
      size="small"
      dataSource={messages}
      rowKey="id"
      renderItem={(m) => {
        const times = [
          [t('pages.message.createdAt'), time(m.createdAt)],
          [t('pages.message.sentAt'), time(m.sentAt)],
          [t('pages.message.deliveredAt'), time(m.deliveredAt)],
        ].filter(([, at]) => at);
        return (
          <List.Item data-testid="task-message" style={{ display: 'block', paddingInline: 0 }}>
            <Flex justify="space-between" align="start" gap={8} wrap>
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong>{t(`pages.message.kind.${m.kind}`)}</Typography.Text>
                <Tag style={{ marginInlineStart: 8 }}>{t(`pages.message.channel.${m.channel}`)}</Tag>
                <Tag color={MESSAGE_STATUS_COLOURS[m.status]}>{t(`pages.message.status.${m.status}`)}</Tag>
              </div>
              {m.canResend && (
                <Button
                  size="small"
                  icon={<RedoOutlined />}
                  loading={busy === m.id}
                  disabled={busy !== undefined}
                  onClick={() => resend(m)}
                >
                  {t('pages.message.resend')}
                </Button>
              )}
            </Flex>
            <div>
              <Typography.Text>
                {t('pages.message.recipient')}: {m.recipient}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                {t('pages.message.attempts.count', { count: m.attempts })}
              </Typography.Text>
            </div>
            {m.error && (
              <div>
                <Typography.Text type="danger">
                  {t('pages.message.error')}: {m.error}
                </Typography.Text>
              </div>
            )}
            {times.map(([label, at]) => (
              <div key={label}>
                <Typography.Text type="secondary">
                  {label}: {at}
                </Typography.Text>
              </div>
            ))}
          </List.Item>
        );
      }}
    />
  );
};

export default TaskMessages;
