/**
 * Fitting text into a field's rectangle: wrapping to the width (Chinese may break between any two
 * characters, Latin words only at spaces unless a word alone is too wide) and shrinking the font
 * size until the lines fit the height. Pure: the width of a string is measured by the caller.
 */

/** Width of `text` at font `size`, in points. */
export type Measure = (text: string, size: number) => number;

export interface FittedText {
  size: number;
  lines: string[];
  /** Distance between two baselines. */
  lineHeight: number;
  /** True when even the smallest size could not show everything (the last line ends in "…"). */
  truncated: boolean;
}

export const MIN_FONT_SIZE = 6;
const LINE_SPACING = 1.2;
const SIZE_STEP = 0.5;

/** Units that wrap as one: a run of Latin letters/digits (with trailing spaces), or one other character. */
function tokens(paragraph: string): string[] {
  return paragraph.match(/[A-Za-z0-9@._%+\-/:#&]+ *| +|[\s\S]/gu) ?? [];
}

/** Characters that must not begin a line (closing punctuation), as in Chinese typesetting. */
const NO_LINE_START = /^[，。、；：？！）》」』〉】”’%,.;:?!)\]}]/u;

/** Greedy line breaking of one paragraph. */
function wrapParagraph({
  paragraph,
  width,
  size,
  measure,
}: {
  paragraph: string;
  width: number;
  size: number;
  measure: Measure;
}): string[] {
  const lines: string[] = [];
  let line = '';
  const push = () => {
    lines.push(line.trimEnd());
    line = '';
  };
  for (const token of tokens(paragraph)) {
    if (measure(line + token.trimEnd(), size) <= width) {
      line += token;
      continue;
    }
    let carry = '';
    if (line.trim() !== '') {
      // Closing punctuation takes the previous character down with it rather than start a line.
      const chars = [...line];
      if (NO_LINE_START.test(token) && chars.length > 1 && !/\s/.test(chars[chars.length - 1])) carry = chars.pop()!;
      line = chars.join('');
      push();
    }
    const word = carry + (carry === '' ? token.replace(/^ +/, '') : token);
    if (measure(word.trimEnd(), size) <= width) {
      line = word;
      continue;
    }
    // A word wider than the line: break it between characters.
    for (const char of word) {
      if (line !== '' && measure(line + char, size) > width) push();
      line += line === '' && char === ' ' ? '' : char;
    }
  }
  if (line.trim() !== '' || lines.length === 0) push();
  return lines;
}

export function wrapText({ text, width, size, measure }: { text: string; width: number; size: number; measure: Measure }): string[] {
  return text.split('\n').flatMap((paragraph) => wrapParagraph({ paragraph, width, size, measure }));
}

/** Height taken by `count` lines at `size`. */
export function blockHeight(count: number, size: number): number {
  return size + (count - 1) * size * LINE_SPACING;
}

/**
 * The largest size from `maxSize` down to 6 pt (in half points) at which `text` wrapped to
 * `width` fits `height`; at 6 pt what does not fit is cut and marked with an ellipsis.
 */
export function fitText({
  text,
  box,
  maxSize,
  measure,
}: {
  text: string;
  box: { width: number; height: number };
  maxSize: number;
  measure: Measure;
}): FittedText {
  const fits = (size: number) => {
    const lines = wrapText({ text, width: box.width, size, measure });
    return blockHeight(lines.length, size) <= box.height + 0.01 ? lines : undefined;
  };
  // Binary search over the half-point sizes from 6 pt to maxSize (smaller sizes never need more lines).
  const steps = Math.max(0, Math.floor((maxSize - MIN_FONT_SIZE) / SIZE_STEP + 1e-9));
  let low = 0;
  let high = steps;
  let best: { size: number; lines: string[] } | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const size = middle === steps ? Math.max(maxSize, MIN_FONT_SIZE) : MIN_FONT_SIZE + middle * SIZE_STEP;
    const lines = fits(size);
    if (lines) {
      best = { size, lines };
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  if (best) return { ...best, lineHeight: best.size * LINE_SPACING, truncated: false };

  const size = MIN_FONT_SIZE;
  const lineHeight = size * LINE_SPACING;
  const all = wrapText({ text, width: box.width, size, measure });
  const room = Math.max(1, Math.floor((box.height - size) / lineHeight + 1e-6) + 1);
  const lines = all.slice(0, room);
  let last = lines[room - 1];
  while (last.length > 0 && measure(`${last}…`, size) > box.width) last = [...last].slice(0, -1).join('');
  lines[room - 1] = `${last}…`;
  return { size, lines, lineHeight, truncated: true };
}
