/**
 * The employee's signing page (`/signing/:token`, public, outside the shell; docs/api.md,
 * "Signing"): made for a phone. What to sign and for whom, the documents page by page, field
 * help, then the texted code, a drawn signature, sign or refuse; and a page of its own for each
 * way the link can end. No session: every failure is shown here, not by the global notices.
 * What is drawn before the contract's first page uses no antd component (only its theme); the
 * help and the form, antd's, load once that page is on screen (docs/performance.md).
 */
import '@/locales/onDemand/signing';
import { Helmet, useParams } from '@umijs/max';
import { useEffect, useState } from 'react';
import { chinaTime } from '@common/china-time';
import type { SigningView } from '@common/api/signing';
import { useT } from '@/hooks/useT';
import LanguageSwitch from '@/components/SelectLang/LanguageSwitch';
import { signingViewLoader } from './firstView';
import { useLinkView } from './useLinkView';
import Documents, { PAGE_GUTTER, PAGE_MAX_WIDTH } from './components/Documents';
import Facts from './components/Facts';
import LazyLinkActions from './components/LazyLinkActions';
import { Heading, Paragraph } from './components/Prose';
import StateResult, { LoadFailure, type Ending } from './components/StateResult';
import Waiting from './components/Waiting';

/** How long a first page that neither loads nor fails (a stalled connection) holds back the form. */
const FORM_WAITS_AT_MOST_MS = 4000;

const Signing: React.FC = () => {
  const t = useT();
  const { token = '' } = useParams<{ token: string }>();
  const [done, setDone] = useState<'signed' | 'rejected'>();
  const { data, loading, refresh } = useLinkView(token);
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
  if (!data) body = <Waiting label={t('pages.signing.loading')} style={{ padding: '96px 0' }} />;
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
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, minHeight: 40 }}>
          <strong style={{ fontSize: 16, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {view?.companyName ?? t('pages.signing.title')}
          </strong>
          <LanguageSwitch />
        </div>
        {/* Asked again (a retry, a link that ended meanwhile): what is shown stays, dimmed, until the answer. */}
        <div aria-busy={loading && !!data} style={loading && data ? { opacity: 0.5, pointerEvents: 'none' } : undefined}>
          {body}
        </div>
      </main>
    </div>
  );
};

/** The link is open: what to sign, the documents, then (its own chunk) the help and the form. */
const OpenLink: React.FC<{ token: string; view: SigningView; onDone: (o: 'signed' | 'rejected') => void; onEnded: () => void }> = ({
  token,
  view,
  onDone,
  onEnded,
}) => {
  const t = useT();
  // The form's script loads once the contract's first page is on screen (or failed to come):
  // after the frame that paints it, which that script's parsing would otherwise hold back.
  const [firstPageShown, setFirstPageShown] = useState(view.documents.length === 0);
  const showForm = () => setFirstPageShown(true);
  const afterPaint = () => requestAnimationFrame(() => window.setTimeout(showForm));
  useEffect(() => {
    const timer = window.setTimeout(showForm, FORM_WAITS_AT_MOST_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <>
      <Heading level={1} style={{ margin: '8px 0' }}>
        {t('pages.signing.title')}
      </Heading>
      <Paragraph>{t('pages.signing.intro', { company: view.companyName })}</Paragraph>
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
      <Heading level={2} style={{ margin: '16px 0 12px' }}>
        {t('pages.signing.documents', { count: view.documents.length })}
      </Heading>
      <Documents token={token} documents={view.documents} onFirstPage={afterPaint} />
      {firstPageShown && <LazyLinkActions token={token} view={view} onDone={onDone} onEnded={onEnded} />}
    </>
  );
};

/** The view is asked for as the route is entered, with the entry script (./firstView.ts). */
export const clientLoader = signingViewLoader;

export default Signing;
