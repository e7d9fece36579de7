import { useRequest } from 'ahooks';
import { useEffect, useState } from 'react';
import { BizError } from '@/services/errorHandling';
import { previewSeal } from '@/services/seals';
import type { SealDrawBody } from '@common/api/seals';

const TYPING_PAUSE_MS = 400;

/** An object URL for the blob while it is shown, revoked when it changes or the caller unmounts. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return undefined;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/**
 * The seal the server would draw for `body`, asked once typing pauses: its image URL, or why
 * not (the server's refusal in its own words, else that the preview failed), shown beside the
 * preview rather than as a message at every pause. Nothing while there is no body.
 */
export function useSealPreview(companyId: number, body: SealDrawBody | undefined, failed: string) {
  const key = body && JSON.stringify(body);
  const preview = useRequest(() => previewSeal(companyId, body!), {
    ready: Boolean(body),
    refreshDeps: [companyId, key],
    debounceWait: TYPING_PAUSE_MS,
  });
  const refusal = body && preview.error && (preview.error instanceof BizError ? preview.error.message : failed);
  const url = useObjectUrl(body && !preview.error ? preview.data : undefined);
  return { url, refusal, loading: preview.loading };
}
