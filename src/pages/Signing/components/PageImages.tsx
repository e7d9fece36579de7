import type { PageSize } from '@common/api/contracts';
import { PAGE_STYLE, pageHeight } from '@/components/PdfPages/pageFrame';
import { useT } from '@/hooks/useT';
import { signingPageImageUrl } from '@/services/signing';

interface Props {
  token: string;
  documentId: number;
  pages: PageSize[];
  width: number;
  /** The first page has loaded or failed to. */
  onFirstPage?: () => void;
}

/**
 * A document's pages as the server draws them, one image each (no pdf.js on the phone): each
 * takes its room from the start, so that the signature pad below does not move under the
 * employee's finger; pages below the first load as they come near the screen.
 */
const PageImages: React.FC<Props> = ({ token, documentId, pages, width, onFirstPage }) => {
  const t = useT();
  return (
    <>
      {pages.map((size, i) => {
        const height = pageHeight(size, width);
        return (
          <img
            key={i}
            data-page={i + 1}
            src={signingPageImageUrl(token, documentId, i + 1)}
            alt={t('pages.signing.document.page', { page: i + 1, count: pages.length })}
            width={width}
            height={Math.round(height)}
            loading={i === 0 ? 'eager' : 'lazy'}
            decoding="async"
            onLoad={i === 0 ? onFirstPage : undefined}
            onError={i === 0 ? onFirstPage : undefined}
            style={{ ...PAGE_STYLE, display: 'block', width, height }}
          />
        );
      })}
    </>
  );
};

export default PageImages;
