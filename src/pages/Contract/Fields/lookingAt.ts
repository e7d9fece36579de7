import type { PageSize } from '@common/api/contracts';

/**
 * The page at the middle of the viewer's visible part, and how far down that page (in points)
 * the middle is: where a new field goes. Page 1's middle before the pages are drawn.
 */
export function lookingAt(viewer: HTMLElement | null, pages: PageSize[]): { page: number; top: number } {
  const fallback = { page: 1, top: pages[0].height / 2 };
  if (!viewer) return fallback;
  const box = viewer.getBoundingClientRect();
  const middle = (Math.max(box.top, 0) + Math.min(box.bottom, window.innerHeight)) / 2;
  let best: { page: number; top: number; distance: number } | undefined;
  viewer.querySelectorAll<HTMLElement>('[data-page]').forEach((element) => {
    const page = Number(element.dataset.page);
    const rect = element.getBoundingClientRect();
    if (!pages[page - 1] || !rect.height) return;
    const distance = middle < rect.top ? rect.top - middle : middle > rect.bottom ? middle - rect.bottom : 0;
    const scale = rect.width / pages[page - 1].width;
    const top = Math.min(Math.max(middle - rect.top, 0), rect.height) / scale;
    if (!best || distance < best.distance) best = { page, top, distance };
  });
  return best ? { page: best.page, top: best.top } : fallback;
}
