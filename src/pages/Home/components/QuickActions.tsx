import { Link } from '@umijs/max';
import { Button, Card, Space } from 'antd';
import { useT } from '@/hooks/useT';
import type { Access } from '../../../../common/access';

/** The actions the role may take, each with the permission that offers it. */
const ACTIONS: { key: string; to: string; allowed: (access: Access) => boolean }[] = [
  { key: 'newSigning', to: '/sign', allowed: (a) => a.viewSign },
  { key: 'batchSign', to: '/batchSign', allowed: (a) => a.batchSign },
  { key: 'advanceSend', to: '/advanceSend', allowed: (a) => a.preSign },
  { key: 'records', to: '/signApply/record', allowed: (a) => a.viewSignRecord },
  { key: 'companies', to: '/company', allowed: (a) => a.isAdmin },
  { key: 'templates', to: '/contract/principleContract', allowed: (a) => a.viewContract },
  { key: 'employees', to: '/employee', allowed: (a) => a.viewEmployee },
  { key: 'stats', to: '/stats', allowed: (a) => a.isAdminOrCompany },
  { key: 'help', to: '/helpCenter/manual', allowed: () => true },
];

const QuickActions: React.FC<{ access: Access }> = ({ access }) => {
  const t = useT();
  return (
    <Card title={t('pages.home.actions')}>
      <Space wrap>
        {ACTIONS.filter((action) => action.allowed(access)).map((action) => (
          <Link key={action.key} to={action.to}>
            <Button>{t(`pages.home.action.${action.key}`)}</Button>
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
