import { useAccess } from '@umijs/max';
import { Alert, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useT, type Translate } from '@/hooks/useT';
import { sealKindLabel } from '@/utils/sealKind';
import { chinaDateTime } from '@common/china-time';
import { OPEN_SIGN_TASK_STATUSES, type SignTaskDetail } from '@common/api/signing';

const time = (iso: string | null) => (iso ? chinaDateTime(iso) : '-');

/**
 * Why the reader cannot seal the task now, from its seal: the company has no active seal of the
 * kind, or the reader holds no grant of it. Undefined: nothing stops it (the server checks again).
 */
export function sealBlockedReason(t: Translate, task: SignTaskDetail): string | undefined {
  const { seal } = task;
  if (seal.sealId === null) return t('pages.sign.seal.missing', { company: task.companyName, kind: sealKindLabel(t, seal.kind) });
  if (!seal.readerMayStamp) return t('pages.sign.seal.noGrant');
  return undefined;
}

/**
 * The seal of a task (docs/product.md, "Seals"). Before sealing: the seal the company will stamp
 * (or that it has none of the kind the template asks for, and who can add one), whether its use
 * waits for approval, and whether the reader may stamp it. After: the seal stamped, who stamped
 * it and who approved its use. An ended task never sealed shows nothing.
 */
const TaskSealCard: React.FC<{ task: SignTaskDetail }> = ({ task }) => {
  const t = useT();
  const { batchSign } = useAccess();
  const { seal } = task;
  const kind = sealKindLabel(t, seal.kind);
  const sealed = seal.stampedAt !== null;
  if (!sealed && !OPEN_SIGN_TASK_STATUSES.includes(task.status)) return null;

  const approval = seal.approvalRequired ? (
    <Space size={4} wrap>
      <Tag color="orange">{t('pages.sign.seal.approval.required')}</Tag>
      <Typography.Text type="secondary">{t('pages.sign.seal.approval.hint')}</Typography.Text>
    </Space>
  ) : (
    t('pages.sign.seal.approval.none')
  );

  return (
    <Card title={t('pages.sign.seal.title')} size="small" style={{ marginBottom: 16 }}>
      {sealed ? (
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('pages.sign.seal.seal')}>
            {seal.sealName ?? '-'} <Tag style={{ marginLeft: 6 }}>{kind}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('pages.sign.seal.stampedBy')}>{seal.stampedByName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('pages.sign.seal.stampedAt')}>{time(seal.stampedAt)}</Descriptions.Item>
          {seal.approvedByName ? (
            <>
              <Descriptions.Item label={t('pages.sign.seal.approvedBy')}>{seal.approvedByName}</Descriptions.Item>
              <Descriptions.Item label={t('pages.sign.seal.approvedAt')}>{time(seal.approvedAt)}</Descriptions.Item>
            </>
          ) : (
            <Descriptions.Item label={t('pages.sign.seal.approval')}>{t('pages.sign.seal.approval.none')}</Descriptions.Item>
          )}
        </Descriptions>
      ) : (
        <>
          <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
            <Descriptions.Item label={t('pages.sign.seal.kind')}>{kind}</Descriptions.Item>
            <Descriptions.Item label={t('pages.sign.seal.willStamp')}>{seal.sealName ?? t('pages.sign.seal.none')}</Descriptions.Item>
            {seal.sealId !== null && <Descriptions.Item label={t('pages.sign.seal.approval')}>{approval}</Descriptions.Item>}
            {batchSign && seal.sealId !== null && (
              <Descriptions.Item label={t('pages.sign.seal.grant')}>
                {seal.readerMayStamp ? (
                  <Tag color="success">{t('pages.sign.seal.grant.held')}</Tag>
                ) : (
                  <Tag color="error">{t('pages.sign.seal.grant.none')}</Tag>
                )}
              </Descriptions.Item>
            )}
          </Descriptions>
          {seal.sealId === null ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 8 }}
              message={t('pages.sign.seal.missing', { company: task.companyName, kind })}
              description={t('pages.sign.seal.missing.hint')}
            />
          ) : (
            batchSign &&
            !seal.readerMayStamp && <Alert type="warning" showIcon style={{ marginTop: 8 }} message={t('pages.sign.seal.noGrant')} />
          )}
        </>
      )}
    </Card>
  );
};

export default TaskSealCard;
