import { useIntl } from '@umijs/max';
import { Alert, Input, Space } from 'antd';
import { useState } from 'react';
import type { PreventionCheck } from '../../../../contract/organisation';
import { isValidIdNumber } from '../../../../contract/validation/china-ids';
import { checkPrevention } from '../service';

/** Checks one ID number against the list. */
const CheckPerson: React.FC = () => {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const [result, setResult] = useState<PreventionCheck>();
  const [invalid, setInvalid] = useState(false);
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
      <Input.Search
        style={{ maxWidth: 420 }}
        placeholder={t('pages.prevention.check.placeholder')}
        enterButton={t('pages.prevention.check')}
        onSearch={async (value) => {
          const idNumber = value.trim().toUpperCase();
          setResult(undefined);
          setInvalid(!isValidIdNumber(idNumber));
          if (isValidIdNumber(idNumber)) setResult(await checkPrevention(idNumber));
        }}
      />
      {invalid && <Alert type="error" showIcon message={t('validation.idNumber')} />}
      {result &&
        (result.prevented && result.entry ? (
          <Alert
            type="error"
            showIcon
            message={t('pages.prevention.check.hit', { name: result.entry.name, reason: result.entry.reason })}
          />
        ) : (
          <Alert type="success" showIcon message={t('pages.prevention.check.clear')} />
        ))}
    </Space>
  );
};

export default CheckPerson;
