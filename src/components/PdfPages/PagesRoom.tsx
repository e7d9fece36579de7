import { Spin } from 'antd';
import type { PageSize } from '@common/api/contracts';
import { PAGE_STYLE, pageHeight } from './pageFrame';

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
