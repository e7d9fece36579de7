/**
 * A window of `width` px for antd's responsive hooks: its breakpoints (min- and max-width media
 * queries) match as in a browser that wide. jsdom answers no query (tests/web/setup.ts), which
 * antd reads as a phone. Answers the function that puts the phone back.
 */
export function windowOfWidth(width: number): () => void {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return {
      ...matchMedia(query),
      matches: (!min || Number(min[1]) <= width) && (!max || Number(max[1]) >= width),
    };
  }) as typeof window.matchMedia;
  return () => {
    window.matchMedia = matchMedia;
  };
}
