import { lazy, Suspense, type RefObject } from 'react';
import type { EditedField } from '../fields';
import type { Rect } from '../geometry';
import FieldBox from './FieldBox';

const PdfPages = lazy(() => import('@/components/PdfPages'));
const PAGE_WIDTH = 640;

interface Props {
  /** The scrolling viewer (where a new field goes is read from it). */
  viewerRef: RefObject<HTMLDivElement>;
  /** The template's PDF. */
  source: string;
  fields: EditedField[];
  selected?: string;
  onSelect: (uid: string) => void;
  /** A field moved or resized. */
  onMove: (uid: string, rect: Rect) => void;
}

/** The template's pages with its fields drawn on them, each to select, move and resize. */
const FieldViewer: React.FC<Props> = ({ viewerRef, source, fields, selected, onSelect, onMove }) => (
  <div
    ref={viewerRef}
    style={{
      flex: 'none',
      width: PAGE_WIDTH + 32,
      maxHeight: 'calc(100vh - 220px)',
      overflow: 'auto',
      background: '#f0f2f5',
      padding: 16,
    }}
  >
    <Suspense fallback={null}>
      <PdfPages
        source={source}
        width={PAGE_WIDTH}
        overlay={(view) =>
          fields
            .filter((f) => f.page === view.page)
            .map((f) => (
              <FieldBox
                key={f.uid}
                rect={f}
                page={view}
                scale={view.scale}
                label={f.label}
                fieldKey={f.key}
                signature={f.type === 'signature'}
                selected={f.uid === selected}
                onSelect={() => onSelect(f.uid)}
                onChange={(rect) => onMove(f.uid, rect)}
              />
            ))
        }
      />
    </Suspense>
  </div>
);

export default FieldViewer;
