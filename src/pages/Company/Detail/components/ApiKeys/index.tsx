import { ProTable, type ActionType } from '@ant-design/pro-components';
import { message, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useT } from '@/hooks/useT';
import { queryApiKeys, revokeApiKey } from '@/services/apiKeys';
import { tableRequest } from '@/utils/proTableRequest';
import type { ApiKey } from '../../../../../../common/api/api-keys';
import type { Department } from '../../../../../../common/api/organisation';
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
  const table = useRef<ActionType>();
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
      <ProTable<ApiKey>
        rowKey="id"
        actionRef={table}
        search={false}
        options={{ reload: true, density: false, setting: false }}
        scroll={{ x: 'max-content' }}
        columns={apiKeyColumns(t, departments, revoke)}
        params={{ companyId }}
        request={tableRequest(queryApiKeys)}
        pagination={{ defaultPageSize: 10 }}
        toolBarRender={() => [
          <ApiKeyForm
            key="create"
            companyId={companyId}
            departments={departments}
            onCreated={(created) => {
              setSecret(created.secret);
              table.current?.reload();
            }}
          />,
        ]}
      />
      {secret && <ApiKeySecret secret={secret} onClose={() => setSecret(undefined)} />}
    </>
  );
};

export default ApiKeys;
