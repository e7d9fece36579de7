import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useT } from '@/hooks/useT';
import type { LinkActionsProps } from './LinkActions';
import { Paragraph } from './Prose';
import { RetryButton } from './StateResult';
import Waiting from './Waiting';

const loadLinkActions = () => lazy(() => import('./LinkActions'));

/** Turns a failure to load what it wraps into `failed` (the rest of the page stays). */
class LoadBoundary extends Component<{ failed: ReactNode; children: ReactNode }, { error: boolean }> {
  state = { error: false };

  static getDerivedStateFromError() {
    return { error: true };
  }

  render() {
    return this.state.error ? this.props.failed : this.props.children;
  }
}

/**
 * The help and the form (./LinkActions.tsx), their own chunk: fetched on the phone's network after
 * the contract is on screen, so a connection that drops meanwhile must not blank the page (it is
 * outside the layout and its error boundary). A failed load says so beside a retry.
 */
const LazyLinkActions: React.FC<LinkActionsProps> = (props) => {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  // A new lazy component each attempt (an updater that makes one): React keeps a failed one failed.
  const [LinkActions, setLinkActions] = useState(loadLinkActions);
  const retry = () => {
    setLinkActions(loadLinkActions);
    setAttempt((a) => a + 1);
  };
  return (
    <LoadBoundary
      key={attempt}
      failed={
        <div role="alert" style={{ padding: '24px 0', textAlign: 'center' }}>
          <Paragraph tone="danger">{t('pages.signing.form.failed')}</Paragraph>
          <RetryButton onRetry={retry} />
        </div>
      }
    >
      <Suspense fallback={<Waiting label={t('pages.signing.form.loading')} style={{ padding: '24px 0' }} />}>
        <LinkActions {...props} />
      </Suspense>
    </LoadBoundary>
  );
};

export default LazyLinkActions;
