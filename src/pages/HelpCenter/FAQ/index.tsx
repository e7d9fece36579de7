import '@/locales/onDemand/help';
import { PageContainer } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Card, Collapse, Empty, Input, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import Markdown from '@/components/Markdown';
import { parseMarkdown, plainText, type Block } from '@/components/Markdown/parse';
import { useT } from '@/hooks/useT';
import { queryFaq } from '@/services/help';
import FallbackNote from '../components/FallbackNote';
import { searchTerms } from './searchTerms';

interface Group {
  key: string;
  title: string;
  questions: { question: string; answer: Block[] }[];
}

/** `## group` headings (their key in a comment above), `### question` headings, the answer below each. */
function toGroups(blocks: Block[]): Group[] {
  const groups: Group[] = [];
  for (const block of blocks) {
    if (block.kind === 'heading' && block.level === 2) groups.push({ key: block.meta.group ?? block.id, title: block.text, questions: [] });
    else if (block.kind === 'heading' && block.level === 3) groups.at(-1)?.questions.push({ question: block.text, answer: [] });
    else if (block.kind !== 'heading') groups.at(-1)?.questions.at(-1)?.answer.push(block);
  }
  return groups;
}

/** The FAQ: questions grouped by topic, searched as one types (a thing by any of its names). */
const FAQ: React.FC = () => {
  const t = useT();
  const { data, loading } = useRequest(queryFaq);
  const [search, setSearch] = useState('');
  const blocks = useMemo(() => parseMarkdown(data?.markdown ?? ''), [data]);
  const title = blocks.find((b) => b.kind === 'heading' && b.level === 1);
  const terms = searchTerms(search, data?.synonyms);
  const searching = terms.length > 0;
  const matches = (text: string) => !searching || terms.some((term) => text.toLowerCase().includes(term));
  const groups = toGroups(blocks)
    .map((group) => ({ ...group, questions: group.questions.filter((q) => matches(`${q.question} ${plainText(q.answer)}`)) }))
    .filter((group) => group.questions.length);
  return (
    <PageContainer title={title?.kind === 'heading' ? title.text : undefined}>
      <Spin spinning={loading}>
        <FallbackNote fallback={data?.fallback} />
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Input.Search
            allowClear
            placeholder={t('pages.help.search')}
            aria-label={t('pages.help.search')}
            onChange={(e) => setSearch(e.target.value)}
          />
          {groups.map((group) => (
            <Card key={group.key} title={group.title} size="small">
              <Collapse
                ghost
                defaultActiveKey={searching ? group.questions.map((_, i) => i) : []}
                key={searching ? 'searching' : 'browsing'}
                items={group.questions.map((q, i) => ({ key: i, label: q.question, children: <Markdown blocks={q.answer} /> }))}
              />
            </Card>
          ))}
          {!loading && !groups.length && <Empty description={t('pages.help.search.none')} />}
        </Space>
      </Spin>
    </PageContainer>
  );
};

export default FAQ;
