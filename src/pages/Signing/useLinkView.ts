import { useEffect, useState } from 'react';
import type { SigningView } from '@common/api/signing';
import { failureOf, getSigningView, type Failure } from '@/services/signing';
import { takeSigningView } from './firstView';

export type Loaded = { view: SigningView; failure?: undefined } | { view?: undefined; failure: Failure };

/**
 * The link's view: the one asked for as the route was entered (./firstView.ts), then asked again
 * on `refresh` (a retry, a link that ended meanwhile). What was shown stays until the new answer.
 * Not ahooks' useRequest: ahooks and its lodash would load before the contract's first page.
 */
export function useLinkView(token: string): { data?: Loaded; loading: boolean; refresh: () => void } {
  const [data, setData] = useState<Loaded>();
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setLoading(true);
    const settle = (loaded: Loaded) => {
      if (!current) return;
      setData(loaded);
      setLoading(false);
    };
    (takeSigningView(token) ?? getSigningView(token)).then(
      (view) => settle({ view }),
      async (error: unknown) => settle({ failure: await failureOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [token, round]);
  return { data, loading, refresh: () => setRound((r) => r + 1) };
}
