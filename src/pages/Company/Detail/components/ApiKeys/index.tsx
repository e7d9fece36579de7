import { message, Typography } from 'antd';
import { useRef, useState } from 'react';
import ListTable, { type ListAction } from '@/components/ListTable';
import { useT } from '@/hooks/useT';
import { queryApiKeys, revokeApiKey } from '@/services/apiKeys';
import type { ApiKey, ApiKeyQuery } from '@common/api/api-keys';
import type { Department } from '@common/api/organisation';
import ApiKeyForm from './ApiKeyForm';
import ApiKeySecret from './ApiKeySecret';
import { apiKeyColumns } from './columns';

/**
 * The company's API keys (docs/api.md, "API keys"): listed with their use, a new one (its key
 * shown once), revoking one. Administrators and the company's users reach this tab; the server
 * checks again and refuses an API key here.
 */
const ApiKeys: React.FC<{ companyId: number; departments: Department[] }> = ({ companyId, departments }) => {
  const t = useT();
  const table = useRef<ListAction<ApiKeyQuery>>();
  // The key just made, while its one showing is open.
  const [secret, setSecret] = useState<string>();

  const revoke = async (key: ApiKey) => {
    try {
      await revokeApiKey(key.id);
      void message.success(t('pages.apiKeys.revoke.done'));
    } catch {
      // Shown by the request layer; the list is read again (revoked meanwhile, say).
    }
    table.current?.reload();
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t('pages.apiKeys.intro')}</Typography.Paragraph>
      <ListTable<ApiKey, ApiKeyQuery>
        rowKey="id"
        actionRef={table}
        search={false}
        inUrl={false}
        settings={false}
        columns={apiKeyColumns(t, departments, revoke)}
        params={{ companyId }}
        request={queryApiKeys}
        actions={
          <ApiKeyForm
            companyId={companyId}
            departments={departments}
            onCreated={(created) => {
              setSecret(created.secret);
              table.current?.reload();
            }}
          />
        }
      />
      {secret && <ApiKeySecret secret={secret} onClose={() => setSecret(undefined)} />}
    </>
  );
};

export default ApiKeys;
