/** The size of chart text: axis labels, legends, tooltips. */
export const FONT_SIZE = 12;

/**
 * About how wide `text` is drawn at FONT_SIZE (CJK characters square, others a little over
 * half), to place and shorten labels without measuring each in the DOM.
 */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += char.codePointAt(0)! >= 0x2e80 ? FONT_SIZE : FONT_SIZE * 0.62;
  return width;
}

/** `text` cut to fit `width`, with an ellipsis where cut. */
export function fitText(text: string, width: number): string {
  if (textWidth(text) <= width) return text;
  const chars = [...text];
  while (chars.length && textWidth(`${chars.join('')}…`) > width) chars.pop();
  return chars.length ? `${chars.join('')}…` : '';
}

/** Every how many labels one is shown, so labels `labelWidth` wide in slots `slotWidth` apart never overlap. */
export function labelEvery(labelWidth: number, slotWidth: number): number {
  return Math.max(1, Math.ceil((labelWidth + 8) / Math.max(slotWidth, 1)));
}
