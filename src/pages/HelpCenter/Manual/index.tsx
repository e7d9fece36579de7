import '@/locales/onDemand/help';
import { PageContainer } from '@ant-design/pro-components';
import { useModel, useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Anchor, Card, Col, Row, Segmented, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import Markdown from '@/components/Markdown';
import { parseMarkdown, type Block } from '@/components/Markdown/parse';
import { useT } from '@/hooks/useT';
import { queryManual } from '@/services/help';
import { HELP_ROLES, MANUAL_SHOT_SIZE, type HelpRole } from '@common/api/help';
import { UserType } from '@common/api/accounts';
import FallbackNote from '../components/FallbackNote';

const ROLE_OF: Record<UserType, HelpRole> = {
  [UserType.ADMIN]: 'admin',
  [UserType.COMPANY]: 'company',
  [UserType.DEPARTMENT]: 'department',
  [UserType.OPERATOR]: 'operator',
};

/**
 * The manual of a role (the reader's own first), its table of contents beside it. `?route=/x`
 * (the header's help button) opens at the section about that page.
 */
const Manual: React.FC = () => {
  const t = useT();
  const { initialState } = useModel('@@initialState');
  const [search, setSearch] = useSearchParams();
  const own = initialState?.currentUser ? ROLE_OF[initialState.currentUser.type] : 'admin';
  const role = HELP_ROLES.find((r) => r === search.get('role')) ?? own;
  const route = search.get('route');
  const { data, loading } = useRequest(() => queryManual(role), { refreshDeps: [role] });
  // Each section about a page shows that page, as `npm run screenshots` last pictured it, its room
  // kept while it loads: a picture arriving late must not push the section the reader was taken to away.
  const blocks = useMemo(
    () =>
      parseMarkdown(data?.markdown ?? '').flatMap((block): Block[] => {
        const shot = block.kind === 'heading' && block.level === 2 && block.meta.route ? data?.screenshots?.[block.meta.route] : undefined;
        return shot && block.kind === 'heading' ? [block, { kind: 'image', alt: block.text, src: shot, ...MANUAL_SHOT_SIZE }] : [block];
      }),
    [data],
  );
  const sections = blocks.filter((b) => b.kind === 'heading' && b.level === 2);
  const title = blocks.find((b) => b.kind === 'heading' && b.level === 1);

  // The section about the page the reader came from: the longest route that starts its path.
  const target = route
    ? sections
        .filter((s) => s.kind === 'heading' && s.meta.route && (route === s.meta.route || route.startsWith(`${s.meta.route}/`)))
        .sort((a, b) => (b.kind === 'heading' ? b.meta.route.length : 0) - (a.kind === 'heading' ? a.meta.route.length : 0))[0]
    : undefined;
  useEffect(() => {
    if (target?.kind === 'heading') document.getElementById(target.id)?.scrollIntoView?.({ block: 'start' });
  }, [target]);

  return (
    <PageContainer
      title={title?.kind === 'heading' ? title.text : undefined}
      extra={
        <Segmented
          aria-label={t('pages.help.role')}
          value={role}
          onChange={(value) => setSearch({ role: String(value) })}
          options={HELP_ROLES.map((r) => ({ value: r, label: t(`pages.help.role.${r}`) }))}
        />
      }
    >
      <Spin spinning={loading}>
        <FallbackNote fallback={data?.fallback} />
        <Row gutter={16}>
          <Col xs={0} lg={6}>
            <Card size="small" title={t('pages.help.toc')}>
              <Anchor
                offsetTop={72}
                items={sections.map((s) =>
                  s.kind === 'heading' ? { key: s.id, href: `#${s.id}`, title: s.text } : { key: '', href: '', title: '' },
                )}
              />
            </Card>
          </Col>
          <Col xs={24} lg={18}>
            <Card>
              <Markdown blocks={blocks.filter((b) => b !== title)} />
            </Card>
          </Col>
        </Row>
      </Spin>
    </PageContainer>
  );
};

export default Manual;
