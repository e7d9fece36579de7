import { Link } from '@umijs/max';
import { Typography } from 'antd';
import { Fragment, type ReactNode } from 'react';
import type { Block } from './parse';

const INLINE = /(\*\*[^*]+\*\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g;

/** Bold, code and links within a line; everything else as text. */
export function inline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, i) => {
    if (part.startsWith('**') && part.endsWith('**')) return <strong key={i}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`') && part.endsWith('`'))
      return (
        <Typography.Text key={i} code>
          {part.slice(1, -1)}
        </Typography.Text>
      );
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link)
      return link[2].startsWith('/') ? (
        <Link key={i} to={link[2]}>
          {link[1]}
        </Link>
      ) : (
        <a key={i} href={link[2]} target="_blank" rel="noreferrer">
          {link[1]}
        </a>
      );
    return <Fragment key={i}>{part}</Fragment>;
  });
}

/** Help centre Markdown blocks as antd typography. */
const Markdown: React.FC<{ blocks: Block[] }> = ({ blocks }) => (
  <Typography>
    {blocks.map((block, i) => {
      switch (block.kind) {
        case 'heading': {
          const level = (block.level + 1) as 2 | 3 | 4;
          return (
            <Typography.Title key={i} level={level} id={block.id}>
              {inline(block.text)}
            </Typography.Title>
          );
        }
        case 'paragraph':
          return <Typography.Paragraph key={i}>{inline(block.text)}</Typography.Paragraph>;
        case 'list': {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={i}>
              {block.items.map((item, j) => (
                <li key={j}>{inline(item)}</li>
              ))}
            </List>
          );
        }
        case 'image':
          return (
            <img
              key={i}
              src={block.src}
              alt={block.alt}
              width={block.width}
              height={block.height}
              style={{ maxWidth: '100%', height: 'auto', border: '1px solid #f0f0f0', margin: '8px 0' }}
            />
          );
      }
    })}
  </Typography>
);

export default Markdown;
