import { useSize } from 'ahooks';
import { Flex, Tag, Typography } from 'antd';
import { useRef } from 'react';
import type { SigningView } from '@common/api/signing';
import { useT } from '@/hooks/useT';
import { signingDocumentUrl } from '@/services/signing';
import PageImages from './PageImages';

/** Room the page keeps on each side of the documents (see the page's padding). */
export const PAGE_GUTTER = 12;
export const PAGE_MAX_WIDTH = 760;

/** The documents one after the other, each page drawn as wide as the screen allows. */
const Documents: React.FC<{ token: string; documents: SigningView['documents'] }> = ({ token, documents }) => {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const size = useSize(box);
  // Until the box is measured: what the page's layout gives it (the viewport less the gutters).
  const estimate = Math.min(document.documentElement.clientWidth || window.innerWidth, PAGE_MAX_WIDTH) - 2 * PAGE_GUTTER;
  const width = Math.max(Math.floor(size?.width || estimate), 1);
  return (
    <div ref={box}>
      {documents.map((d, i) => {
        const url = signingDocumentUrl(token, d.id);
        return (
          <section key={d.id} aria-label={d.name} style={{ marginBottom: 24 }}>
            <Typography.Title level={3} style={{ fontSize: 16, margin: '0 0 4px', overflowWrap: 'anywhere' }}>
              {documents.length > 1 ? `${i + 1}. ${d.name}` : d.name}
            </Typography.Title>
            <Flex wrap gap={8} align="center" style={{ marginBottom: 8 }}>
              <Tag color={d.kind === 'principal' ? 'blue' : 'default'} style={{ marginInlineEnd: 0 }}>
                {t(d.kind === 'principal' ? 'pages.signing.document.principal' : 'pages.signing.document.accessory')}
              </Tag>
              <Typography.Text type="secondary">
                {/* "1 page", "2 pages": a message per plural form (the same words where a language has one). */}
                {t(d.pageCount === 1 ? 'pages.signing.document.pages.one' : 'pages.signing.document.pages', { count: d.pageCount })}
              </Typography.Text>
              <Typography.Link href={url} target="_blank" rel="noopener">
                {t('pages.signing.document.open')}
              </Typography.Link>
            </Flex>
            <PageImages token={token} documentId={d.id} pages={d.pages} width={width} />
          </section>
        );
      })}
    </div>
  );
};

export default Documents;
