import type { PageSize } from '@common/api/contracts';

/**
 * How a document's page is framed on screen, drawn by pdf.js or shown as the server's image. A
 * module of its own, without antd: the phone's signing page frames its page images with it.
 */
export const PAGE_STYLE: React.CSSProperties = {
  position: 'relative',
  margin: '0 auto 16px',
  boxShadow: '0 1px 6px rgba(0,0,0,.15)',
  background: '#fff',
};

/** The height in CSS pixels of a page of `size` drawn `width` wide. */
export const pageHeight = (size: PageSize, width: number) => (size.height * width) / size.width;
