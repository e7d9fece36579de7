/**
 * The employee's signing page (`/signing/:token`, public, outside the shell; docs/api.md,
 * "Signing"): made for a phone. What to sign and for whom, the documents page by page, field
 * help, then the texted code, a drawn signature, sign or refuse; and a page of its own for each
 * way the link can end. No session: every failure is shown here, not by the global notices.
 */
import '@/locales/onDemand/signing';
import { Helmet, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Collapse, Divider, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { chinaTime } from '@common/china-time';
import type { SigningView } from '@common/api/signing';
import { useT } from '@/hooks/useT';
import { myPageUrl } from '@/services/my';
import { failureOf, getSigningView, type Failure } from '@/services/signing';
import { signingViewLoader, takeSigningView } from './firstView';
import Documents, { PAGE_GUTTER, PAGE_MAX_WIDTH } from './components/Documents';
import IdentityForm from './components/IdentityForm';
import LanguageSwitch from '@/components/SelectLang/LanguageSwitch';
import Facts from './components/Facts';
import SignForm from './components/SignForm';
import StateResult, { LoadFailure, type Ending } from './components/StateResult';

type Loaded = { view: SigningView; failure?: undefined } | { view?: undefined; failure: Failure };

const Signing: React.FC = () => {
  const t = useT();
  const { token = '' } = useParams<{ token: string }>();
  const [done, setDone] = useState<'signed' | 'rejected'>();
  const { data, loading, refresh } = useRequest(
    async (): Promise<Loaded> => {
      try {
        return { view: await (takeSigningView(token) ?? getSigningView(token)) };
      } catch (error) {
        return { failure: await failureOf(error) };
      }
    },
    { refreshDeps: [token] },
  );
  const view = data?.view;

  const ending: Ending | undefined = done
    ? done === 'signed'
      ? 'done.signed'
      : 'done.rejected'
    : data?.failure?.status === 404
      ? 'unknown'
      : view && view.state !== 'open'
        ? view.state
        : undefined;

  let body: React.ReactNode;
  if (!data)
    body = (
      <Flex vertical align="center" gap={12} style={{ padding: '96px 0' }}>
        <Spin />
        <Typography.Text type="secondary">{t('pages.signing.loading')}</Typography.Text>
      </Flex>
    );
  else if (ending) body = <StateResult ending={ending} company={view?.companyName} revokeReason={view?.revokeReason} />;
  else if (data.failure) body = <LoadFailure message={data.failure.message} onRetry={refresh} />;
  else body = <OpenLink token={token} view={data.view} onDone={setDone} onEnded={refresh} />;

  return (
    <div style={{ minHeight: '100vh', background: '#f5f5f5' }}>
      <Helmet>
        <title>{view ? `${t('pages.signing.title')} - ${view.companyName}` : t('pages.signing.title')}</title>
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
        <Flex justify="space-between" align="center" gap={8} style={{ minHeight: 40 }}>
          <Typography.Text strong style={{ fontSize: 16, minWidth: 0 }} ellipsis>
            {view?.companyName ?? t('pages.signing.title')}
          </Typography.Text>
          <LanguageSwitch />
        </Flex>
        <Spin spinning={loading && !!data}>{body}</Spin>
      </main>
    </div>
  );
};

/** The link is open: what to sign, the documents, the identity check when the company asks for one, and the form. */
const OpenLink: React.FC<{ token: string; view: SigningView; onDone: (o: 'signed' | 'rejected') => void; onEnded: () => void }> = ({
  token,
  view,
  onDone,
  onEnded,
}) => {
  const t = useT();
  // Verified here: the code step follows without reloading the link.
  const [verified, setVerified] = useState(false);
  const identityNeeded = view.identity === 'required' && !verified;
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '8px 0' }}>
        {t('pages.signing.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('pages.signing.intro', { company: view.companyName })}</Typography.Paragraph>
      <Facts
        rows={[
          [t('pages.signing.company'), view.companyName],
          [t('pages.signing.employee'), view.employeeName],
          [t('pages.signing.mobile'), view.mobile],
          [
            t('pages.signing.deadline'),
            view.deadline ? t('pages.signing.deadline.at', { time: chinaTime(view.deadline) }) : t('pages.signing.deadline.none'),
          ],
        ]}
      />
      <Typography.Title level={2} style={{ fontSize: 18, margin: '16px 0 12px' }}>
        {t('pages.signing.documents', { count: view.documents.length })}
      </Typography.Title>
      <Documents token={token} documents={view.documents} />
      {view.fieldHelps.length > 0 && (
        <Collapse
          size="small"
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'help',
              label: t('pages.signing.help'),
              children: view.fieldHelps.map((h) => (
                <div key={h.key} style={{ marginBottom: 12, overflowWrap: 'anywhere' }}>
                  <Typography.Text strong>{h.title}</Typography.Text>
                  <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-line' }}>{h.content}</Typography.Paragraph>
                  {h.example && (
                    <Typography.Text type="secondary">{t('pages.signing.help.example', { example: h.example })}</Typography.Text>
                  )}
                </div>
              )),
            },
          ]}
        />
      )}
      <Divider style={{ margin: '16px 0' }} />
      <Typography.Title level={2} style={{ fontSize: 18, margin: '0 0 12px' }}>
        {t('pages.signing.confirm')}
      </Typography.Title>
      {/* Where the contract is kept once sealed: the workers' own page, by this mobile. */}
      <Typography.Paragraph type="secondary">
        {t('pages.signing.my.before', { url: myPageUrl(), mobile: view.mobile })}
      </Typography.Paragraph>
      {identityNeeded ? (
        <IdentityForm token={token} view={view} onVerified={() => setVerified(true)} onEnded={onEnded} />
      ) : (
        <>
          {verified && (
            <Typography.Paragraph type="success" role="status">
              {t('pages.signing.identity.verified')}
            </Typography.Paragraph>
          )}
          <SignForm token={token} view={view} onDone={onDone} onEnded={onEnded} />
        </>
      )}
    </>
  );
};

/** The view is asked for as the route is entered, with the entry script (./firstView.ts). */
export const clientLoader = signingViewLoader;

export default Signing;
