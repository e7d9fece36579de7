/**
 * A sign task's audit trail as a timeline (the task page, the records' drawer): each event in
 * words, with who, when, from where, and its details; a document is named, not numbered.
 */
import { Timeline, Typography } from 'antd';
import { useT } from '@/hooks/useT';
import type { SignDocument, SignEvent, SignEventAction } from '@common/api/signing';
import { chinaDateTime, chinaTime } from '@common/china-time';

const COLOURS: Partial<Record<SignEventAction, string>> = {
  employee_signed: 'green',
  company_signed: 'green',
  rejected: 'red',
  revoked: 'red',
  expired: 'gray',
  schedule_cancelled: 'gray',
  identity_verified: 'green',
  identity_failed: 'red',
  message_failed: 'red',
};

/** Details an event may carry, in words; others are shown as they are. */
const DETAIL_KEYS = ['reason', 'sendAt', 'documentId', 'batchId', 'certificateSha256'];

/** A detail's value in words: a time in China time, a document by its name (its id when unknown). */
function detailValue(key: string, value: string | number | null, documents: Pick<SignDocument, 'id' | 'name'>[]) {
  if (key === 'sendAt') return chinaTime(String(value));
  if (key === 'documentId') return documents.find((d) => d.id === Number(value))?.name ?? `#${value}`;
  return value;
}

/** The task's audit trail, oldest first: what was done, by whom, when and from where. */
const SignTimeline: React.FC<{ events: SignEvent[]; documents?: Pick<SignDocument, 'id' | 'name'>[] }> = ({ events, documents = [] }) => {
  const t = useT();
  const detailText = (key: string, value: string | number | null) => {
    if (key === 'archive') return t('pages.sign.event.detail.archive');
    const label = DETAIL_KEYS.includes(key) ? t(`pages.sign.event.detail.${key}`) : key;
    return `${label}: ${detailValue(key, value, documents)}`;
  };
  return (
    <Timeline
      items={events.map((e) => {
        const detail = Object.entries(e.detail ?? {}).filter(([, v]) => v !== null && v !== '');
        return {
          key: e.sequence,
          color: COLOURS[e.action] ?? 'blue',
          children: (
            <div data-testid="sign-event">
              <Typography.Text strong>{t(`pages.sign.event.${e.action}`)}</Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                #{e.sequence}
              </Typography.Text>
              <div>
                {t(`pages.sign.actor.${e.actorType}`)}
                {e.actorName && `: ${e.actorName}`}
              </div>
              <Typography.Text type="secondary">
                {chinaDateTime(e.at)}
                {e.ip && ` · ${t('pages.sign.event.ip', { ip: e.ip })}`}
              </Typography.Text>
              {detail.map(([key, value]) => (
                <div key={key}>
                  <Typography.Text type="secondary">{detailText(key, value)}</Typography.Text>
                </div>
              ))}
            </div>
          ),
        };
      })}
    />
  );
};

export default SignTimeline;
