import { Button, Flex, Typography } from 'antd';
import { useT } from '@/hooks/useT';
import type { DemoAccount } from '@common/api/accounts';

/**
 * The demo accounts that still work (GET /api/login/demo), one per role; a click fills the form
 * with it. Nothing is shown once they are gone (docs/product.md, "Demo data").
 */
const DemoAccounts: React.FC<{ accounts: DemoAccount[]; onPick: (account: DemoAccount) => void }> = ({ accounts, onPick }) => {
  const t = useT();
  if (!accounts.length) return null;
  return (
    <section aria-label={t('pages.login.demo.title', { password: accounts[0].password })} style={{ marginTop: 24 }}>
      <Typography.Text type="secondary">{t('pages.login.demo.title', { password: accounts[0].password })}</Typography.Text>
      <Flex wrap gap={4} style={{ marginTop: 4 }}>
        {accounts.map((account) => (
          <Button key={account.username} size="small" onClick={() => onPick(account)}>
            {account.username} · {t(`pages.login.demo.role.${account.type}`)}
          </Button>
        ))}
      </Flex>
    </section>
  );
};

export default DemoAccounts;
