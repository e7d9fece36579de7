/**
 * What antd's Button token (antd/es/button/style/token.js) takes of the colour picker: whether
 * the solid background is bright, to choose its text colour. The picker's modules it imported for
 * that (the picker's colour class and its presets panel, with antd's Collapse) came with Button to
 * the entry chunk of every page; this answers the same from @ant-design/fast-color, which the
 * theme already loads (compared with the picker's by tests/web/stand-ins.test.ts).
 */
import { FastColor } from '@ant-design/fast-color';

/** The picker's colour for one colour string: an empty one is a cleared (transparent) colour. */
export class AggregationColor {
  constructor(color) {
    this.metaColor = new FastColor(color || '');
    if (!color) this.metaColor = this.metaColor.setA(0);
  }

  toRgb() {
    return this.metaColor.toRgb();
  }

  toRgbString() {
    return this.metaColor.toRgbString();
  }
}

/** As the presets panel decides it: by luminance, or over the background when mostly transparent. */
export function isBright(value, bgColorToken) {
  const { r, g, b, a } = value.toRgb();
  const hsv = new FastColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
}
