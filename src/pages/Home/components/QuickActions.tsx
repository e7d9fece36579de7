import { Link } from '@umijs/max';
import { Button, Card, Space } from 'antd';
import { useT } from '@/hooks/useT';
import type { Access } from '@common/access';

/**
 * The actions the role may take, each with the permission that offers it. One that opens a page is
 * named as the menu names that page (its `menu.*` string): one name per thing, wherever it shows.
 */
const ACTIONS: { title: string; to: string; allowed: (access: Access) => boolean }[] = [
  { title: 'pages.home.action.newSigning', to: '/sign', allowed: (a) => a.viewSign },
  { title: 'menu.batchSign', to: '/batchSign', allowed: (a) => a.batchSign },
  { title: 'menu.advanceSend', to: '/advanceSend', allowed: (a) => a.preSign },
  { title: 'menu.record', to: '/signApply/record', allowed: (a) => a.viewSignRecord },
  { title: 'menu.company', to: '/company', allowed: (a) => a.isAdmin },
  { title: 'menu.contract.principleContract', to: '/contract/principleContract', allowed: (a) => a.viewContract },
  { title: 'menu.employee', to: '/employee', allowed: (a) => a.viewEmployee },
  { title: 'menu.stats', to: '/stats', allowed: (a) => a.isAdminOrCompany },
  { title: 'menu.helpCenter.manual', to: '/helpCenter/manual', allowed: () => true },
];

const QuickActions: React.FC<{ access: Access }> = ({ access }) => {
  const t = useT();
  return (
    <Card title={t('pages.home.actions')}>
      <Space wrap>
        {ACTIONS.filter((action) => action.allowed(access)).map((action) => (
          <Link key={action.to} to={action.to}>
            <Button>{t(action.title)}</Button>
          </Link>
        ))}
        <Button href="/verify" target="_blank">
          {t('pages.home.action.verify')}
        </Button>
      </Space>
    </Card>
  );
};

export default QuickActions;
