/**
 * PDF work, one job: check and describe uploaded PDFs (inspect), draw values onto them (render),
 * write simple text documents (compose). No HTTP, no database.
 */
export { composeTextPdf, footerFrom, A4, type Block, type ComposedPdf, type ComposeOptions } from './compose';
export { canDraw, drawableText } from './font';
export {
  declaresEncryption,
  hasPdfMagic,
  inspectPdf,
  loadPdf,
  MAX_PAGE_SIDE,
  MAX_PDF_BYTES,
  MAX_PDF_PAGES,
  MIN_PAGE_SIDE,
  PdfError,
  type PdfInfo,
  type PdfPageSize,
  type PdfProblem,
} from './inspect';
export { fitText, wrapText, MIN_FONT_SIZE, type FittedText, type Measure } from './layout';
export { fillPdf, type DrawItem, type Placement } from './render';
