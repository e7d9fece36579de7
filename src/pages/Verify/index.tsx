/**
 * Public verification (`/verify`, outside the shell; docs/api.md, "Signing"): anyone drops a
 * signed PDF and sees, for each signature and document timestamp, its verdict (valid, invalid,
 * indeterminate) with the problems in words, who signed and for which party, the separate checks
 * (integrity, trust, revocation, coverage, later changes), the times, the DSS, and what our
 * records know: the exact file, or only a revision of it. A changed file never shows as valid.
 */
import '@/locales/onDemand/signing';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Helmet } from '@umijs/max';
import { Alert, Button, Card, Flex, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import SelectLang from '@/components/SelectLang';
import type { VerifiedSignature, VerifyResult } from '@common/api/signing';
import { useT } from '@/hooks/useT';
import { rootCertificateUrl } from '@/services/pki';
import { failureOf } from '@/services/signing';
import { MAX_VERIFY_BYTES, verifyPdf } from '@/services/verify';
import SignatureCard, { Verdict, verdictOf } from './components/SignatureCard';

/** Trusting the platform root in the NSS database pdfsig reads, then checking a file. */
const PDFSIG_IMPORT = 'certutil -A -d sql:$HOME/.pki/nssdb -n esign-root -t "C,," -i esign-root.pem';
const PDFSIG_CHECK = 'pdfsig contract.pdf';

type Status =
  | { phase: 'idle' }
  | { phase: 'verifying'; name: string; progress: number }
  | { phase: 'failed'; name: string; message: string }
  | { phase: 'done'; name: string; result: VerifyResult };

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

const Verify: React.FC = () => {
  const t = useT();
  const [status, setStatus] = useState<Status>({ phase: 'idle' });

  const verify = async (file: File) => {
    if (!isPdf(file)) return setStatus({ phase: 'failed', name: file.name, message: t('pages.verify.notPdf') });
    if (file.size > MAX_VERIFY_BYTES) return setStatus({ phase: 'failed', name: file.name, message: t('pages.verify.tooLarge') });
    setStatus({ phase: 'verifying', name: file.name, progress: 0 });
    try {
      const result = await verifyPdf(file, (progress) => setStatus((s) => (s.phase === 'verifying' ? { ...s, progress } : s)));
      setStatus({ phase: 'done', name: file.name, result });
    } catch (error) {
      const failure = await failureOf(error);
      setStatus({ phase: 'failed', name: file.name, message: failure.message || t('pages.verify.network') });
    }
  };

  return (
    <div style={{ minHeight: '100vh', background: '#f5f5f5' }}>
      <Helmet>
        <title>{t('pages.verify.title')}</title>
      </Helmet>
      <main style={{ maxWidth: 760, margin: '0 auto', padding: '8px 12px 32px', boxSizing: 'border-box' }}>
        <Flex justify="flex-end">
          {/* In place, once the new language has loaded: a chosen file is kept. */}
          <SelectLang />
        </Flex>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
          {t('pages.verify.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('pages.verify.intro')}</Typography.Paragraph>

        <Upload.Dragger
          accept=".pdf,application/pdf"
          multiple={false}
          showUploadList={false}
          disabled={status.phase === 'verifying'}
          beforeUpload={(file) => {
            verify(file);
            return false;
          }}
          style={{ background: '#fff' }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('pages.verify.drop')}</p>
          <p className="ant-upload-hint">{t('pages.verify.drop.hint')}</p>
        </Upload.Dragger>

        <div style={{ marginTop: 16 }} aria-live="polite">
          {status.phase === 'verifying' && (
            <Card size="small">
              <Typography.Text>{t('pages.verify.verifying', { name: status.name })}</Typography.Text>
              <Progress percent={status.progress} status="active" showInfo={false} />
            </Card>
          )}
          {status.phase === 'failed' && (
            <Alert
              type="error"
              showIcon
              role="alert"
              message={t('pages.verify.failed')}
              description={
                <>
                  <div style={{ overflowWrap: 'anywhere' }}>{t('pages.verify.file', { name: status.name })}</div>
                  <div>{status.message}</div>
                </>
              }
            />
          )}
          {status.phase === 'done' && <Report name={status.name} result={status.result} />}
        </div>

        <Card size="small" style={{ marginTop: 24 }}>
          <Typography.Paragraph style={{ marginBottom: 8 }}>
            <Button icon={<DownloadOutlined />} href={rootCertificateUrl()} download="esign-root.pem">
              {t('pages.verify.root')}
            </Button>
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t('pages.verify.root.hint')}
          </Typography.Paragraph>
          <Typography.Paragraph style={{ marginBottom: 0, overflowWrap: 'anywhere' }}>
            {t('pages.verify.pdfsig')} <Typography.Text code>{PDFSIG_IMPORT}</Typography.Text>{' '}
            <Typography.Text code>{PDFSIG_CHECK}</Typography.Text>
          </Typography.Paragraph>
        </Card>
      </main>
    </div>
  );
};

/** The file is valid only when every entry is, the last covers the whole file, and nothing later was disallowed. */
const fileValid = (signatures: VerifiedSignature[]) =>
  signatures.length > 0 &&
  signatures.every((s) => verdictOf(s) === 'valid' && s.modifications?.verdict !== 'disallowed') &&
  signatures[signatures.length - 1].coversDocument;

/** What our records know: the exact file, only a signed revision of it (what follows is not ours), or nothing. */
const Records: React.FC<{ result: VerifyResult }> = ({ result }) => {
  const t = useT();
  const records = result.records ?? (result.task ? { match: 'exact' as const, taskId: result.task.id, status: result.task.status } : null);
  if (!records) return <Typography.Text type="warning">{t('pages.verify.records.notFound')}</Typography.Text>;
  const status = t(`pages.verify.status.${records.status}`);
  if (records.match === 'exact') return <Verdict ok text={t('pages.verify.records.found', { id: records.taskId, status })} />;
  return (
    <Verdict
      ok={false}
      text={t('pages.verify.records.revision', {
        id: records.taskId,
        status,
        stage: t(`pages.verify.stage.${records.stage}`),
        index: records.signatureIndex + 1,
      })}
    />
  );
};

/** The verdict on the whole file, each signature and document timestamp, the DSS, and what our records know of it. */
const Report: React.FC<{ name: string; result: VerifyResult }> = ({ name, result }) => {
  const t = useT();
  const { signatures, dss } = result;
  const last = signatures.length - 1;
  const valid = fileValid(signatures);
  const counted = signatures.filter((s) => s.kind !== 'documentTimestamp');
  // Numbered per kind: "Signature 2", "Document timestamp 1".
  const numbers = signatures.map(
    (s, i) => signatures.slice(0, i + 1).filter((o) => (o.kind === 'documentTimestamp') === (s.kind === 'documentTimestamp')).length,
  );
  return (
    <Flex vertical gap={12}>
      <Alert
        type={valid ? 'success' : 'error'}
        showIcon
        message={valid ? t('pages.verify.summary.valid', { count: counted.length }) : t('pages.verify.summary.invalid')}
        description={<span style={{ overflowWrap: 'anywhere' }}>{t('pages.verify.file', { name })}</span>}
      />
      {signatures.map((s, i) => (
        <SignatureCard key={i} index={numbers[i]} signature={s} last={i === last} />
      ))}
      {dss !== undefined && (
        <Card size="small" title={t('pages.verify.dss')}>
          {dss ? (
            <Typography.Text>
              {t('pages.verify.dss.counts', { certificates: dss.certificates, ocsps: dss.ocsps, crls: dss.crls })}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">{t('pages.verify.dss.none')}</Typography.Text>
          )}
        </Card>
      )}
      <Card size="small" title={t('pages.verify.records')}>
        <Records result={result} />
      </Card>
    </Flex>
  );
};

export default Verify;
