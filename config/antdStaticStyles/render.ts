/**
 * Prints antd's CSS for the first screens (./screens.tsx), made at build time:
 * config/plugins/antdStaticStyles.ts bundles it into umi.css.
 *
 * antd writes each component's CSS in the browser the first time it is drawn: it builds the
 * style objects, serialises them and inserts a <style>. On a cold /employee that was about 90 ms
 * of the first render. The screens are drawn here once, in a DOM emulated at a desktop width with
 * the app's theme, and the styles antd inserted are printed in the order it inserted them (a
 * component's after those of the components inside it, which is what decides between two rules
 * of equal weight), followed by the map antd reads back in the browser
 * (`.data-ant-cssinjs-cache-path`): a component whose style is in the map is not styled again.
 */
import { JSDOM, VirtualConsole } from 'jsdom';

const WIDTH = 1440;

/** Whether a media query's min-width / max-width conditions hold at WIDTH (antd's breakpoints). */
function matchesWidth(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || WIDTH >= Number(min[1])) && (!max || WIDTH <= Number(max[1]));
}

// What the emulated DOM lacks (measuring a scrollbar, say) changes no style: its complaints are not shown.
const virtualConsole = new VirtualConsole();
const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'http://localhost/', virtualConsole });
Object.defineProperty(window, 'innerWidth', { value: WIDTH });
window.matchMedia = (query: string) =>
  ({
    matches: matchesWidth(query),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
// antd and React look for a browser when their modules load: the DOM is in place before them.
for (const key of Object.getOwnPropertyNames(window)) {
  if (!(key in globalThis))
    Object.defineProperty(globalThis, key, {
      value: (window as unknown as Record<string, unknown>)[key],
      configurable: true,
      writable: true,
    });
}

async function main() {
  const [{ createElement }, { flushSync }, { createRoot }, { createCache, extractStyle, StyleProvider }, { FirstScreens }] =
    await Promise.all([
      import('react'),
      import('react-dom'),
      import('react-dom/client'),
      import('@ant-design/cssinjs'),
      import('./screens'),
    ]);

  const cache = createCache();
  const root = createRoot(window.document.body.appendChild(window.document.createElement('div')));
  // Drawn and committed at once: antd inserts its styles as the draw is committed.
  flushSync(() => root.render(createElement(StyleProvider, { cache }, createElement(FirstScreens))));
  // antd's styles carry their hash; the icons' own style (not antd's cache) is inserted in the browser still.
  const styles = [...window.document.head.querySelectorAll('style[data-css-hash]')].map((style) => style.innerHTML).join('\n');
  const map = /\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}/.exec(extractStyle(cache, { plain: true, types: 'style' }));
  if (!map) throw new Error("antd's style map is missing from its extract");
  root.unmount();
  window.close();
  // Animation timers of the drawn components would keep the process alive.
  process.stdout.write(`${styles}\n${map[0]}\n`, () => process.exit(0));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
