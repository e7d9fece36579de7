import { history } from '@umijs/max';
import { Component, type ReactNode } from 'react';
import ErrorResult from '@/components/ErrorResult';
import { translate } from '@/utils/translate';

/** webpack's failure to fetch a page's script or style chunk (offline, a deploy replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  return name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(message ?? '');
}

interface State {
  error?: unknown;
}

/**
 * The layout's error boundary around each page. A page chunk that failed to load shows no message
 * (docs/product.md, "Request layer and errors": the offline notice says enough) and is loaded again
 * as soon as the browser is back online, or on the next navigation: a fresh page load, since a
 * lazy page that failed once stays failed until then. Any other error shows a message in the
 * user's language until the user goes elsewhere.
 */
export default class PageErrorBoundary extends Component<{ children?: ReactNode }, State> {
  state: State = {};

  private stopListening?: () => void;

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (this.stopListening) return;
    if (!isChunkLoadError(error)) {
      // Another page may well work: leaving this one clears the error.
      const unlisten = history.listen(() => {
        unlisten();
        this.stopListening = undefined;
        this.setState({ error: undefined });
      });
      this.stopListening = unlisten;
      return;
    }
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    const unlisten = history.listen(({ location }) => window.location.assign(history.createHref(location)));
    this.stopListening = () => {
      window.removeEventListener('online', reload);
      unlisten();
    };
  }

  componentWillUnmount() {
    this.stopListening?.();
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (isChunkLoadError(error)) return null;
    return <ErrorResult status="error" title={translate('app.error.page')} subTitle={translate('app.error.page.hint')} />;
  }
}
