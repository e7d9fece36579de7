import { Spin } from 'antd';
import type { PageSize } from '@common/api/contracts';

/** How a page is framed, drawn or not. */
export const PAGE_STYLE: React.CSSProperties = {
  position: 'relative',
  margin: '0 auto 16px',
  boxShadow: '0 1px 6px rgba(0,0,0,.15)',
  background: '#fff',
};

/** The height in CSS pixels of a page of `size` drawn `width` wide. */
export const pageHeight = (size: PageSize, width: number) => (size.height * width) / size.width;

/**
 * Empty pages of the sizes known before a PDF (or pdf.js) arrives, with a spinner: they take the
 * room the drawn pages will, so what comes below does not move when they do. Apart from PdfPages
 * (which brings pdf.js) so that a page can show it while that chunk loads.
 */
const PagesRoom: React.FC<{ pages: PageSize[]; width: number }> = ({ pages, width }) => (
  <Spin>
    {pages.map((size, i) => (
      <div key={i} style={{ ...PAGE_STYLE, width, height: pageHeight(size, width) }} />
    ))}
  </Spin>
);

export default PagesRoom;
