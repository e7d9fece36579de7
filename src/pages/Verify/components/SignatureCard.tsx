import { CheckCircleFilled, CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { Card, Descriptions, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { SignatureParty, VerifiedSignature } from '../../../../common/api/signing';
import { useT } from '@/hooks/useT';

const PARTY: Record<SignatureParty, { label: string; color: string }> = {
  employee: { label: 'pages.verify.party.employee', color: 'blue' },
  company: { label: 'pages.verify.party.company', color: 'purple' },
  unknown: { label: 'pages.verify.party.unknown', color: 'default' },
};

/** A verdict in words with its colour and icon: green when it holds, red when it does not, grey when neither. */
export const Verdict: React.FC<{ ok: boolean | null; text: string }> = ({ ok, text }) => (
  <Typography.Text
    type={ok === null ? 'secondary' : ok ? 'success' : 'danger'}
    data-verdict={ok === null ? 'neutral' : ok ? 'pass' : 'fail'}
  >
    {ok === null ? <InfoCircleFilled /> : ok ? <CheckCircleFilled /> : <CloseCircleFilled />} {text}
  </Typography.Text>
);

const time = (iso: string | null, none: string) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : none);

/**
 * One signature's findings. Only the last signature can cover the whole file: an earlier one
 * that does not is normal (later signatures were appended), the last one that does not is not.
 */
const SignatureCard: React.FC<{ index: number; signature: VerifiedSignature; last: boolean }> = ({ index, signature: s, last }) => {
  const t = useT();
  const party = PARTY[s.party] ?? PARTY.unknown;
  const covers = s.coversDocument
    ? { ok: true, text: t('pages.verify.covers.ok') }
    : last
      ? { ok: false, text: t('pages.verify.covers.bad') }
      : { ok: null, text: t('pages.verify.covers.later') };
  return (
    <Card size="small" title={t('pages.verify.signature', { index })} aria-label={t('pages.verify.signature', { index })}>
      <Descriptions
        size="small"
        column={1}
        styles={{ label: { minWidth: 84 } }}
        items={[
          { key: 'signer', label: t('pages.verify.signer'), children: <span style={{ overflowWrap: 'anywhere' }}>{s.signer}</span> },
          { key: 'party', label: t('pages.verify.party'), children: <Tag color={party.color}>{t(party.label)}</Tag> },
          { key: 'issuer', label: t('pages.verify.issuer'), children: <span style={{ overflowWrap: 'anywhere' }}>{s.issuer}</span> },
          {
            key: 'integrity',
            label: t('pages.verify.integrity'),
            children: <Verdict ok={s.integrity} text={t(s.integrity ? 'pages.verify.integrity.ok' : 'pages.verify.integrity.bad')} />,
          },
          {
            key: 'trust',
            label: t('pages.verify.trust'),
            children: <Verdict ok={s.chainTrusted} text={t(s.chainTrusted ? 'pages.verify.trust.ok' : 'pages.verify.trust.bad')} />,
          },
          { key: 'covers', label: t('pages.verify.covers'), children: <Verdict ok={covers.ok} text={covers.text} /> },
          { key: 'signedAt', label: t('pages.verify.signedAt'), children: time(s.signedAt, t('pages.verify.none')) },
          { key: 'timestampedAt', label: t('pages.verify.timestampedAt'), children: time(s.timestampedAt, t('pages.verify.none')) },
        ]}
      />
    </Card>
  );
};

export default SignatureCard;
