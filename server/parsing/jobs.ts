/** What the parsing worker is asked to do, and what it answers: plain data that crosses threads. */
import type { NormalisedImage, NormaliseOptions } from '../lib/image-normalise';
import type { SheetContents } from '../lib/xlsx';
import type { PdfInfo } from '../pdf/inspect';
import type { PageImage } from '../pdf/page-image';
import type { VerifyReport } from '../signatures/verify';

export type ParseJob =
  | { kind: 'sheet'; bytes: Uint8Array; maxRows: number }
  | { kind: 'pdf'; bytes: Uint8Array }
  | { kind: 'verify'; bytes: Uint8Array; trustedRootsDer: Uint8Array[]; now: Date }
  | { kind: 'image'; bytes: Uint8Array; options: NormaliseOptions }
  | { kind: 'pageImage'; bytes: Uint8Array; pageNumber: number }
  | { kind: 'warmDrawing' };

export type ParseResult = SheetContents | PdfInfo | VerifyReport | NormalisedImage | PageImage | null;
