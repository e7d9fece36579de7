import { Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useT } from '@/hooks/useT';
import type { SignEvent, SignEventAction } from '../../../common/api/signing';

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

/** The task's audit trail, oldest first: what was done, by whom, when and from where. */
const SignTimeline: React.FC<{ events: SignEvent[] }> = ({ events }) => {
  const t = useT();
  const detailText = (key: string, value: string | number | null) => {
    if (key === 'archive') return t('pages.sign.event.detail.archive');
    const label = DETAIL_KEYS.includes(key) ? t(`pages.sign.event.detail.${key}`) : key;
    return `${label}: ${key === 'sendAt' ? dayjs(String(value)).format('YYYY-MM-DD HH:mm') : value}`;
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
                {dayjs(e.at).format('YYYY-MM-DD HH:mm:ss')}
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
