/**
 * jsdom computes a style by matching every rule of every sheet against the element, and the
 * testing library asks for the style of each element (and its ancestors) whenever it names one by
 * role: with antd's thousands of injected rules that was half of a web test's time. What the tests
 * read from sheets is only whether an element can be seen (display and visibility for roles and
 * names, opacity for toBeVisible, pointer-events for user-event), so each injected sheet keeps only
 * those declarations. Inline styles are untouched.
 */
// jsdom's own CSS parser, so a rule parses here as it would there.
const cssom = require('rrweb-cssom') as { parse(css: string): { cssRules: CssRule[] } };

type CssRule = {
  selectorText?: string;
  media?: ArrayLike<string> & { mediaText: string };
  cssRules?: CssRule[];
  style?: ArrayLike<string> & { getPropertyValue(name: string): string; getPropertyPriority(name: string): string };
};

const READ = new Set(['display', 'visibility', 'opacity', 'pointer-events']);

function keptDeclarations(rule: CssRule): string {
  const style = rule.style!;
  const kept: string[] = [];
  for (let i = 0; i < style.length; i += 1) {
    const name = style[i];
    if (!READ.has(name)) continue;
    const priority = style.getPropertyPriority(name);
    kept.push(`${name}:${style.getPropertyValue(name)}${priority ? ` !${priority}` : ''}`);
  }
  return kept.length ? `${rule.selectorText}{${kept.join(';')}}` : '';
}

/** The rules jsdom would apply (style rules, and those of screen media), with only the read declarations. */
function visibilityRules(rules: CssRule[]): string {
  let out = '';
  for (const rule of rules) {
    if (rule.selectorText !== undefined && rule.style) out += keptDeclarations(rule);
    else if (rule.media && rule.cssRules && Array.prototype.includes.call(rule.media, 'screen')) {
      const inner = visibilityRules(rule.cssRules);
      if (inner) out += `@media ${rule.media.mediaText}{${inner}}`;
    }
  }
  return out;
}

export function keepOnlyVisibilityStyles() {
  const innerHTML = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
  const written = new WeakMap<Element, string>();
  Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    // The CSS as written, so that a library comparing before rewriting sees its own text.
    get(this: HTMLStyleElement) {
      return written.get(this) ?? innerHTML.get!.call(this);
    },
    set(this: HTMLStyleElement, css: string) {
      written.set(this, css);
      let kept = css;
      try {
        kept = visibilityRules(cssom.parse(css).cssRules);
      } catch {
        // jsdom would not apply CSS it cannot parse either; leave it to jsdom as it was.
      }
      innerHTML.set!.call(this, kept);
    },
  });
}
