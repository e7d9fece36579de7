/**
 * The Markdown of the help centre, parsed into blocks: headings (with what an HTML comment on the
 * line above says of them: `<!-- route: /batchSign -->`), paragraphs, lists and images. Only this
 * subset is written in `help/`; rendering builds React elements, never HTML from text.
 */
export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string; meta: Record<string, string>; id: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  /** `width` and `height`, when known, keep the picture's room while it loads: what follows does not move. */
  | { kind: 'image'; alt: string; src: string; width?: number; height?: number };

/**
 * A heading's anchor: `page-batchSign` for the section about /batchSign (the same in every
 * language and whatever comes before it), else its place among the headings.
 */
function headingId(meta: Record<string, string>, position: number, taken: Set<string>): string {
  const id = meta.route ? `page${meta.route.replace(/\//g, '-')}` : `section-${position}`;
  return taken.has(id) ? `${id}-${position}` : id;
}

const COMMENT = /^<!--\s*([\w-]+)\s*:\s*(.*?)\s*-->$/;
const HEADING = /^(#{1,3})\s+(.*)$/;
const IMAGE = /^!\[([^\]]*)\]\(([^)\s]+)\)$/;
const ITEM = /^(\d+\.|[-*])\s+(.*)$/;

export function parseMarkdown(markdown: string): Block[] {
  const blocks: Block[] = [];
  let meta: Record<string, string> = {};
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  let headings = 0;
  const ids = new Set<string>();
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', ...list });
    paragraph = [];
    list = null;
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    const comment = COMMENT.exec(line);
    const heading = HEADING.exec(line);
    const image = IMAGE.exec(line);
    const item = ITEM.exec(line);
    if (!line) flush();
    else if (comment) {
      flush();
      meta = { ...meta, [comment[1]]: comment[2] };
    } else if (heading) {
      flush();
      headings += 1;
      const id = headingId(meta, headings, ids);
      ids.add(id);
      blocks.push({ kind: 'heading', level: heading[1].length as 1 | 2 | 3, text: heading[2], meta, id });
      meta = {};
    } else if (image) {
      flush();
      blocks.push({ kind: 'image', alt: image[1], src: image[2] });
    } else if (item) {
      const ordered = /\d/.test(item[1]);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[2]);
    } else if (list && raw.startsWith('  ')) list.items[list.items.length - 1] += ` ${line}`;
    else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** The text of blocks, for searching. */
export const plainText = (blocks: Block[]) =>
  blocks.map((b) => (b.kind === 'list' ? b.items.join(' ') : b.kind === 'image' ? b.alt : b.text)).join(' ');
