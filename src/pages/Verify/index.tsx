/**
 * Public verification (`/verify`, outside the shell; docs/api.md, "Signing"): anyone drops a
 * signed PDF and sees, for each signature, who signed and for which party, the issuer, and the
 * verdicts (integrity, trust to the platform root, coverage), with the times, and the sign task
 * our records hold the file under. Failures are shown on the page.
 */
import '@/locales/onDemand/signing';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Helmet } from '@umijs/max';
import { Alert, Button, Card, Flex, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import SelectLang from '@/components/SelectLang';
import type { VerifyResult } from '../../../common/api/signing';
import { useT } from '@/hooks/useT';
import { failureOf, MAX_VERIFY_BYTES, rootCertificateUrl, verifyPdf } from '@/services/publicSigning';
import SignatureCard, { Verdict } from './components/SignatureCard';

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

/** The verdict on the whole file, each signature, and what our records know of it. */
const Report: React.FC<{ name: string; result: VerifyResult }> = ({ name, result }) => {
  const t = useT();
  const { signatures, task } = result;
  const last = signatures.length - 1;
  const valid = signatures.length > 0 && signatures.every((s) => s.integrity && s.chainTrusted) && signatures[last].coversDocument;
  return (
    <Flex vertical gap={12}>
      <Alert
        type={valid ? 'success' : 'error'}
        showIcon
        message={valid ? t('pages.verify.summary.valid', { count: signatures.length }) : t('pages.verify.summary.invalid')}
        description={<span style={{ overflowWrap: 'anywhere' }}>{t('pages.verify.file', { name })}</span>}
      />
      {signatures.map((s, i) => (
        <SignatureCard key={i} index={i + 1} signature={s} last={i === last} />
      ))}
      <Card size="small" title={t('pages.verify.records')}>
        {task ? (
          <Verdict ok text={t('pages.verify.records.found', { id: task.id, status: t(`pages.verify.status.${task.status}`) })} />
        ) : (
          <Typography.Text type="warning">{t('pages.verify.records.notFound')}</Typography.Text>
        )}
      </Card>
    </Flex>
  );
};

export default Verify;
