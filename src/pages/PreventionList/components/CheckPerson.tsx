import { Alert, Input, Space } from 'antd';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import type { PreventionCheck } from '../../../../common/api/organisation';
import { isValidIdNumber } from '../../../../common/validation/china-ids';
import { checkPrevention } from '../service';

/** Checks one ID number against the list. */
const CheckPerson: React.FC = () => {
  const t = useT();
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
