import type { PageSize } from '@common/api/contracts';
import { moveBy, resizeBy, toScreen, type Rect } from '../geometry';

interface Props {
  rect: Rect;
  page: PageSize;
  scale: number;
  label: string;
  fieldKey: string;
  signature: boolean;
  selected: boolean;
  onSelect: () => void;
  onChange: (rect: Rect) => void;
}

/** A field on the page: drag to move, drag the corner to resize. */
const FieldBox: React.FC<Props> = ({ rect, page, scale, label, fieldKey, signature, selected, onSelect, onChange }) => {
  const drag = (mode: 'move' | 'resize') => (down: React.PointerEvent<HTMLDivElement>) => {
    down.stopPropagation();
    down.preventDefault();
    onSelect();
    const start = { x: down.clientX, y: down.clientY };
    const target = down.currentTarget;
    target.setPointerCapture(down.pointerId);
    const onMove = (e: PointerEvent) => {
      const change = mode === 'move' ? moveBy : resizeBy;
      onChange(change(rect, e.clientX - start.x, e.clientY - start.y, page, scale));
    };
    const onUp = () => {
      target.removeEventListener('pointermove', onMove);
      target.removeEventListener('pointerup', onUp);
    };
    target.addEventListener('pointermove', onMove);
    target.addEventListener('pointerup', onUp);
  };
  const colour = signature ? '#fa8c16' : '#1890ff';
  return (
    <div
      data-field={fieldKey}
      data-rect={`${rect.x},${rect.y},${rect.width},${rect.height}`}
      onPointerDown={drag('move')}
      style={{
        position: 'absolute',
        ...toScreen(rect, page, scale),
        border: `${selected ? 2 : 1}px ${signature ? 'dashed' : 'solid'} ${colour}`,
        background: selected ? `${colour}33` : `${colour}14`,
        cursor: 'move',
        fontSize: 12,
        lineHeight: '14px',
        color: colour,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        touchAction: 'none',
        userSelect: 'none',
      }}
    >
      {label}
      <div
        data-resize={fieldKey}
        onPointerDown={drag('resize')}
        style={{ position: 'absolute', right: 0, bottom: 0, width: 10, height: 10, background: colour, cursor: 'nwse-resize' }}
      />
    </div>
  );
};

export default FieldBox;
