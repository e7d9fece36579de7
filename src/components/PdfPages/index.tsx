import { Alert, Spin } from 'antd';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import type { PageSize } from '@common/api/contracts';
import { PAGE_STYLE, pageHeight } from './pageFrame';
import PagesRoom from './PagesRoom';
import { openPdf } from './pdf';

export interface PageView {
  /** From 1. */
  page: number;
  /** Page size in PDF points. */
  width: number;
  height: number;
  /** CSS pixels per PDF point at which the page is drawn. */
  scale: number;
}

interface Props {
  source: ArrayBuffer | string;
  /** Width in CSS pixels each page is drawn at. */
  width: number;
  /** Drawn over each page, in the page's box (e.g. field boxes). */
  overlay?: (view: PageView) => React.ReactNode;
  onLoad?: (doc: PDFDocumentProxy) => void;
  /**
   * The pages' sizes, when known before the PDF arrives: each page keeps its room from the start,
   * so what comes below does not move while they load.
   */
  pageSizes?: PageSize[];
}

/** A PDF drawn page by page into canvases, each with an optional overlay. */
const PdfPages: React.FC<Props> = ({ source, width, overlay, onLoad, pageSizes }) => {
  const [doc, setDoc] = useState<PDFDocumentProxy>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let cancelled = false;
    setDoc(undefined);
    openPdf(source)
      .then((d) => {
        if (cancelled) return;
        setDoc(d);
        onLoad?.(d);
      })
      .catch((e: Error) => !cancelled && setError(e.message));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source]);

  if (error) return <Alert type="error" message={error} />;
  if (!doc) return pageSizes?.length ? <PagesRoom pages={pageSizes} width={width} /> : <Spin style={{ display: 'block', margin: 48 }} />;
  const heightOf = (page: number) => {
    const size = pageSizes?.[page - 1];
    return size && pageHeight(size, width);
  };
  return (
    <div>
      {Array.from({ length: doc.numPages }, (_, i) => (
        <PdfPage key={i} doc={doc} page={i + 1} width={width} height={heightOf(i + 1)} overlay={overlay} />
      ))}
    </div>
  );
};

const PdfPage: React.FC<{ doc: PDFDocumentProxy; page: number; width: number; height?: number; overlay?: Props['overlay'] }> = ({
  doc,
  page,
  width,
  height,
  overlay,
}) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [view, setView] = useState<PageView>();
  useEffect(() => {
    let task: { cancel: () => void } | undefined;
    doc.getPage(page).then((p) => {
      const [x0, y0, x1, y1] = p.view;
      const scale = width / (x1 - x0);
      const viewport = p.getViewport({ scale: scale * window.devicePixelRatio });
      const c = canvas.current;
      if (!c) return;
      c.width = viewport.width;
      c.height = viewport.height;
      c.style.width = `${width}px`;
      c.style.height = `${(y1 - y0) * scale}px`;
      const render = p.render({ canvasContext: c.getContext('2d')!, viewport });
      task = render;
      render.promise.catch(() => undefined);
      setView({ page, width: x1 - x0, height: y1 - y0, scale });
    });
    return () => task?.cancel();
  }, [doc, page, width]);
  return (
    // Until the page is drawn, the room its known size takes.
    <div data-page={page} style={{ ...PAGE_STYLE, width, minHeight: view ? undefined : height }}>
      <canvas ref={canvas} style={{ display: 'block' }} />
      {view && overlay?.(view)}
    </div>
  );
};

export default PdfPages;
