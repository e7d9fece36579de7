import { theme } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import type { SigningView } from '@common/api/signing';
import { useT } from '@/hooks/useT';
import { signingDocumentUrl } from '@/services/signing';
import PageImages from './PageImages';
import { Heading, Text } from './Prose';

/** Room the page keeps on each side of the documents (see the page's padding). */
export const PAGE_GUTTER = 12;
export const PAGE_MAX_WIDTH = 760;

/**
 * The width of `box` as laid out, followed as the screen turns (none where nothing is laid out).
 * Not ahooks' useSize: ahooks and its lodash would load before the contract's first page.
 */
function useWidth(box: React.RefObject<HTMLElement>): number | undefined {
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

interface Props {
  token: string;
  documents: SigningView['documents'];
  /** The first document's first page has loaded (or failed to): what comes below may load now. */
  onFirstPage?: () => void;
}

/** The documents one after the other, each page drawn as wide as the screen allows. */
const Documents: React.FC<Props> = ({ token, documents, onFirstPage }) => {
  const t = useT();
  const { token: look } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  const measured = useWidth(box);
  // Until the box is measured: what the page's layout gives it (the viewport less the gutters).
  const estimate = Math.min(document.documentElement.clientWidth || window.innerWidth, PAGE_MAX_WIDTH) - 2 * PAGE_GUTTER;
  const width = Math.max(Math.floor(measured || estimate), 1);
  return (
    <div ref={box}>
      {documents.map((d, i) => {
        const principal = d.kind === 'principal';
        return (
          <section key={d.id} aria-label={d.name} style={{ marginBottom: 24 }}>
            <Heading level={3} style={{ margin: '0 0 4px' }}>
              {documents.length > 1 ? `${i + 1}. ${d.name}` : d.name}
            </Heading>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 8 }}>
              <span
                style={{
                  padding: '0 7px',
                  fontSize: look.fontSizeSM,
                  lineHeight: '20px',
                  borderRadius: look.borderRadiusSM,
                  border: `1px solid ${principal ? look.colorPrimaryBorder : look.colorBorder}`,
                  background: principal ? look.colorPrimaryBg : look.colorFillQuaternary,
                  color: principal ? look.colorPrimary : look.colorText,
                }}
              >
                {t(principal ? 'pages.signing.document.principal' : 'pages.signing.document.accessory')}
              </span>
              <Text tone="secondary">
                {/* "1 page", "2 pages": a message per plural form (the same words where a language has one). */}
                {t(d.pageCount === 1 ? 'pages.signing.document.pages.one' : 'pages.signing.document.pages', { count: d.pageCount })}
              </Text>
              <a href={signingDocumentUrl(token, d.id)} target="_blank" rel="noopener" style={{ color: look.colorLink }}>
                {t('pages.signing.document.open')}
              </a>
            </div>
            <PageImages token={token} documentId={d.id} pages={d.pages} width={width} onFirstPage={i === 0 ? onFirstPage : undefined} />
          </section>
        );
      })}
    </div>
  );
};

export default Documents;
