import { useLayoutEffect, useRef, useState } from 'react';

/** Where nothing has a size (a test's DOM): the width a chart is drawn at. */
const UNMEASURED_WIDTH = 600;

/**
 * An element's size, followed as it changes: a chart is drawn at the size of its place (its
 * card's width, its height less its legend's), text unscaled. Unmeasured, `fallbackHeight` high.
 */
export function useChartSize(fallbackHeight: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size.width || UNMEASURED_WIDTH, size.height || fallbackHeight] as const;
}
