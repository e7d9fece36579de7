import { CheckCircleFilled, CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { Card, Descriptions, Tag, Typography } from 'antd';
import type { SignatureParty, VerifiedSignature } from '@common/api/signing';
import { chinaDateTime } from '@common/china-time';
import { useT } from '@/hooks/useT';

const PARTY: Record<SignatureParty, { label: string; color: string }> = {
  employee: { label: 'pages.verify.party.employee', color: 'blue' },
  company: { label: 'pages.verify.party.company', color: 'purple' },
  unknown: { label: 'pages.verify.party.unknown', color: 'default' },
};

const VERDICT = {
  valid: { label: 'pages.verify.verdict.valid', color: 'success' },
  invalid: { label: 'pages.verify.verdict.invalid', color: 'error' },
  indeterminate: { label: 'pages.verify.verdict.indeterminate', color: 'warning' },
} as const;

/** Problem codes the page has words for (server/signatures/verify-entries.ts); others are shown as codes. */
const PROBLEMS = new Set([
  'malformed',
  'content_type',
  'digest_mismatch',
  'signature_invalid',
  'signing_certificate_mismatch',
  'signing_time_present',
  'untrusted_chain',
  'expired_at_proven_time',
  'not_yet_valid',
  'key_usage',
  'timestamp_not_tsa',
  'timestamp_untrusted',
  'timestamp_invalid',
  'revoked',
  'revoked_later',
  'revocation_unchecked',
  'changed_after_signing',
  'changes_unchecked',
]);

/** A verdict in words with its colour and icon: green when it holds, red when it does not, grey when neither. */
export const Verdict: React.FC<{ ok: boolean | null; text: string }> = ({ ok, text }) => (
  <Typography.Text
    type={ok === null ? 'secondary' : ok ? 'success' : 'danger'}
    data-verdict={ok === null ? 'neutral' : ok ? 'pass' : 'fail'}
  >
    {ok === null ? <InfoCircleFilled /> : ok ? <CheckCircleFilled /> : <CloseCircleFilled />} {text}
  </Typography.Text>
);

/** China time, as the evidence report gives it. */
const time = (iso: string | null | undefined, none: string) => (iso ? chinaDateTime(iso) : none);

/** The entry's verdict; a server before strict verification answered only the separate checks. */
export const verdictOf = (s: VerifiedSignature) => s.verdict ?? (s.integrity && s.chainTrusted ? 'valid' : 'invalid');

const Problems: React.FC<{ codes: string[] }> = ({ codes }) => {
  const t = useT();
  if (codes.length === 0) return <Typography.Text type="secondary">{t('pages.verify.none')}</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {codes.map((code) => (
        <li key={code} data-problem={code}>
          {PROBLEMS.has(code) ? t(`pages.verify.problem.${code}`) : code}
        </li>
      ))}
    </ul>
  );
};

const Modifications: React.FC<{ modifications: VerifiedSignature['modifications'] }> = ({ modifications }) => {
  const t = useT();
  if (!modifications) return <Typography.Text type="secondary">{t('pages.verify.modifications.unknown')}</Typography.Text>;
  const ok = modifications.verdict === 'disallowed' ? false : modifications.verdict === 'untouched' ? true : null;
  return (
    <>
      <Verdict ok={ok} text={t(`pages.verify.modifications.${modifications.verdict}`)} />
      {modifications.changes.length > 0 && (
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {modifications.changes.map((c, i) => (
            <li key={i} style={{ overflowWrap: 'anywhere' }}>
              {c.page ? t('pages.verify.modifications.onPage', { what: c.what, page: c.page }) : c.what}
            </li>
          ))}
        </ul>
      )}
    </>
  );
};

/**
 * One signature's (or document timestamp's) findings: the verdict first, its problems in words,
 * then the separate checks. Only the last entry can cover the whole file: an earlier one that does
 * not is normal (later signatures were appended), the last one that does not is not.
 */
const SignatureCard: React.FC<{ index: number; signature: VerifiedSignature; last: boolean }> = ({ index, signature: s, last }) => {
  const t = useT();
  const party = PARTY[s.party] ?? PARTY.unknown;
  const verdict = VERDICT[verdictOf(s)];
  const stamp = s.kind === 'documentTimestamp';
  const title = t(stamp ? 'pages.verify.documentTimestamp' : 'pages.verify.signature', { index });
  const covers = s.coversDocument
    ? { ok: true, text: t('pages.verify.covers.ok') }
    : last
      ? { ok: false, text: t('pages.verify.covers.bad') }
      : { ok: null, text: t('pages.verify.covers.later') };
  // A token that is no proof of time is said so; no token at all is "none".
  const refusedToken = !s.timestampTrusted && (s.problems ?? []).some((p) => p.startsWith('timestamp_'));
  const items = [
    { key: 'verdict', label: t('pages.verify.verdict'), children: <Tag color={verdict.color}>{t(verdict.label)}</Tag> },
    ...(s.problems ? [{ key: 'problems', label: t('pages.verify.problems'), children: <Problems codes={s.problems} /> }] : []),
    {
      key: 'signer',
      label: t(stamp ? 'pages.verify.tsa' : 'pages.verify.signer'),
      children: <span style={{ overflowWrap: 'anywhere' }}>{s.signer}</span>,
    },
    ...(stamp ? [] : [{ key: 'party', label: t('pages.verify.party'), children: <Tag color={party.color}>{t(party.label)}</Tag> }]),
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
    ...(s.revocation
      ? [
          {
            key: 'revocation',
            label: t('pages.verify.revocation'),
            children: (
              <Verdict
                ok={s.revocation === 'good' ? true : s.revocation === 'revoked' ? false : null}
                text={t(`pages.verify.revocation.${s.revocation}`)}
              />
            ),
          },
        ]
      : []),
    { key: 'covers', label: t('pages.verify.covers'), children: <Verdict ok={covers.ok} text={covers.text} /> },
    ...(stamp
      ? []
      : [{ key: 'modifications', label: t('pages.verify.modifications'), children: <Modifications modifications={s.modifications} /> }]),
    ...(stamp ? [] : [{ key: 'signedAt', label: t('pages.verify.signedAt'), children: time(s.signedAt, t('pages.verify.none')) }]),
    {
      key: 'timestampedAt',
      label: t('pages.verify.timestampedAt'),
      children: refusedToken ? (
        <Verdict ok={null} text={t('pages.verify.timestamp.untrusted')} />
      ) : (
        time(s.timestampedAt, t('pages.verify.none'))
      ),
    },
    ...(s.validatedAt
      ? [{ key: 'validatedAt', label: t('pages.verify.validatedAt'), children: time(s.validatedAt, t('pages.verify.none')) }]
      : []),
  ];
  return (
    <Card size="small" title={title} aria-label={title}>
      <Descriptions size="small" column={1} styles={{ label: { minWidth: 84 } }} items={items} />
    </Card>
  );
};

export default SignatureCard;
