/**
 * `/my`, the workers' own page (public, outside the shell; docs/my.md): made for a phone. A worker
 * signs in with their mobile and a texted code (a worker session of its own, never a back-office
 * one) and finds every contract of that mobile, across companies; a sealed one downloads, free,
 * at any time. Every failure is shown here: an ended worker session brings back the sign-in form,
 * never the back office's login page.
 */
import '@/locales/onDemand/my';
import { LogoutOutlined } from '@ant-design/icons';
import { Helmet } from '@umijs/max';
import { Alert, Button, Flex, Result, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { MyWorker } from '@common/api/my';
import { useT } from '@/hooks/useT';
import { getMyWorker, isSignedOut, myLogout } from '@/services/my';
import { failureOf } from '@/services/signing';
import LanguageSwitch from '@/components/SelectLang/LanguageSwitch';
import Contracts from './components/Contracts';
import SignInForm from './components/SignInForm';

/** The column the page keeps to: a phone's width, centred on a larger screen. */
const PAGE_MAX_WIDTH = 640;
const PAGE_GUTTER = 12;

type Phase =
  | { kind: 'loading' }
  | { kind: 'signedOut'; expired?: boolean }
  | { kind: 'signedIn'; worker: MyWorker }
  | { kind: 'failed'; message: string };

const My: React.FC = () => {
  const t = useT();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });

  const load = useCallback(async () => {
    setPhase({ kind: 'loading' });
    try {
      setPhase({ kind: 'signedIn', worker: await getMyWorker() });
    } catch (error) {
      if (isSignedOut(error)) setPhase({ kind: 'signedOut' });
      else setPhase({ kind: 'failed', message: (await failureOf(error)).message });
    }
  }, []);
  useEffect(() => {
    load();
  }, [load]);

  const signOut = async () => {
    // Signed out either way: an answer that the session had already ended is as good.
    await myLogout().catch(() => undefined);
    setPhase({ kind: 'signedOut' });
  };

  let body: React.ReactNode;
  if (phase.kind === 'loading')
    body = (
      <Flex vertical align="center" gap={12} style={{ padding: '96px 0' }}>
        <Spin />
        <Typography.Text type="secondary">{t('pages.my.loading')}</Typography.Text>
      </Flex>
    );
  else if (phase.kind === 'failed')
    body = (
      <Result
        status="error"
        title={<h1 style={{ fontSize: 22, margin: 0 }}>{t('pages.my.error.load')}</h1>}
        subTitle={phase.message || t('pages.my.error.network')}
        extra={
          <Button type="primary" onClick={load}>
            {t('pages.my.retry')}
          </Button>
        }
      />
    );
  else if (phase.kind === 'signedOut')
    body = (
      <>
        {phase.expired && <Alert type="info" showIcon message={t('pages.my.expired')} style={{ marginBottom: 16 }} />}
        <Typography.Paragraph>{t('pages.my.intro')}</Typography.Paragraph>
        <SignInForm onSignedIn={(worker) => setPhase({ kind: 'signedIn', worker })} />
      </>
    );
  else
    body = (
      <>
        <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">{t('pages.my.signedIn', { mobile: phase.worker.mobile })}</Typography.Text>
          <Button icon={<LogoutOutlined />} onClick={signOut}>
            {t('pages.my.logout')}
          </Button>
        </Flex>
        <Contracts onSignedOut={() => setPhase({ kind: 'signedOut', expired: true })} />
      </>
    );

  return (
    <div style={{ minHeight: '100vh', background: '#f5f5f5' }}>
      <Helmet>
        <title>{t('pages.my.title')}</title>
      </Helmet>
      <main
        style={{
          maxWidth: PAGE_MAX_WIDTH,
          margin: '0 auto',
          padding: `8px ${PAGE_GUTTER}px 32px`,
          boxSizing: 'border-box',
          background: '#fff',
          minHeight: '100vh',
        }}
      >
        <Flex justify="space-between" align="center" gap={8} style={{ minHeight: 40, marginBottom: 8 }}>
          <Typography.Title level={1} style={{ fontSize: 20, margin: 0, minWidth: 0 }} ellipsis>
            {t('pages.my.title')}
          </Typography.Title>
          <LanguageSwitch label={t('pages.my.language')} />
        </Flex>
        {body}
      </main>
    </div>
  );
};

export default My;
