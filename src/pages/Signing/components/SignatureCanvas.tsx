import { useSize } from 'ahooks';
import { Button, Flex, Typography } from 'antd';
import SignaturePad, { type PointGroup } from 'signature_pad';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { useT } from '@/hooks/useT';
import { tooSmallForASignature } from './signatureSize';

/** What this component needs of signature_pad (so tests can hand in a stand-in: jsdom has no canvas). */
export interface Pad {
  isEmpty(): boolean;
  clear(): void;
  toDataURL(type?: string): string;
  toData(): PointGroup[];
  fromData(data: PointGroup[]): void;
  addEventListener(type: 'endStroke', listener: () => void): void;
  off(): void;
}

export type CreatePad = (canvas: HTMLCanvasElement) => Pad;

const defaultCreatePad: CreatePad = (canvas) => new SignaturePad(canvas, { minWidth: 1, maxWidth: 3, penColor: '#000' });

export interface SignatureHandle {
  isEmpty(): boolean;
  /** Something is drawn, but too little to be a signature (a tap): see signatureSize.ts. */
  isTooSmall(): boolean;
  /** The drawing as a PNG data URL (transparent background). */
  toDataURL(): string;
  clear(): void;
}

const HEIGHT = 180;

interface Props {
  /** A stroke ended (the pad is no longer empty). */
  onDraw?: () => void;
  error?: string;
  /** The id of the text that says what to draw (shown above the pad). */
  describedBy?: string;
  /** Test seam: makes the pad on the canvas (signature_pad by default). */
  createPad?: CreatePad;
}

/**
 * A handwriting pad on a canvas as wide as its container (and never wider), drawn at the
 * screen's devicePixelRatio so strokes stay sharp; resizing keeps what was drawn.
 */
const SignatureCanvas = forwardRef<SignatureHandle, Props>(({ onDraw, error, describedBy, createPad = defaultCreatePad }, ref) => {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<Pad>();
  const size = useSize(box);
  const onDrawRef = useRef(onDraw);
  onDrawRef.current = onDraw;

  useEffect(() => {
    const p = createPad(canvas.current!);
    p.addEventListener('endStroke', () => onDrawRef.current?.());
    pad.current = p;
    return () => p.off();
  }, [createPad]);

  // Backing store = CSS size × devicePixelRatio; the context is scaled so the pad works in CSS pixels.
  const width = Math.floor(size?.width ?? 0);
  useEffect(() => {
    const c = canvas.current;
    const p = pad.current;
    if (!c || !p || width <= 0) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    const data = p.toData();
    c.width = width * ratio;
    c.height = HEIGHT * ratio;
    c.getContext('2d')?.scale(ratio, ratio);
    p.clear();
    p.fromData(data);
  }, [width]);

  useImperativeHandle(
    ref,
    () => ({
      isEmpty: () => pad.current?.isEmpty() ?? true,
      // The pad's width in CSS pixels, as its strokes are; the canvas's own width where nothing is laid out.
      isTooSmall: () =>
        tooSmallForASignature(pad.current?.toData() ?? [], canvas.current!.getBoundingClientRect().width || canvas.current!.width),
      toDataURL: () => pad.current!.toDataURL('image/png'),
      clear: () => pad.current?.clear(),
    }),
    [],
  );

  return (
    <div>
      <div
        ref={box}
        style={{
          position: 'relative',
          width: '100%',
          height: HEIGHT,
          border: `1px ${error ? 'solid #ff4d4f' : 'dashed #d9d9d9'}`,
          borderRadius: 8,
          background: '#fafafa',
          overflow: 'hidden',
        }}
      >
        <canvas
          ref={canvas}
          aria-label={t('pages.signing.signature.pad')}
          aria-describedby={describedBy}
          style={{ display: 'block', width: '100%', height: HEIGHT, touchAction: 'none', userSelect: 'none' }}
        />
      </div>
      <Flex justify="space-between" align="center" gap={8} style={{ marginTop: 4 }}>
        <Typography.Text type="danger" role={error ? 'alert' : undefined}>
          {error}
        </Typography.Text>
        <Button size="small" onClick={() => pad.current?.clear()}>
          {t('pages.signing.signature.clear')}
        </Button>
      </Flex>
    </div>
  );
});

export default SignatureCanvas;
