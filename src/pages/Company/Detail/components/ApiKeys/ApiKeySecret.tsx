import { Typography } from 'antd';
import { useT } from '@/hooks/useT';
import SecretShownOnce from '../SecretShownOnce';

/** The new key, shown this once, with a call to try it by (this server's own address). */
const ApiKeySecret: React.FC<{ secret: string; onClose: () => void }> = ({ secret, onClose }) => {
  const t = useT();
  const example = `curl -H "Authorization: Bearer ${secret}" ${window.location.origin}/api/employees`;
  return (
    <SecretShownOnce
      title={t('pages.apiKeys.secret.title')}
      secret={secret}
      warning={t('pages.apiKeys.secret.warning')}
      doneText={t('pages.apiKeys.secret.done')}
      onClose={onClose}
    >
      <Typography.Text type="secondary">{t('pages.apiKeys.secret.example')}</Typography.Text>
      <Typography.Paragraph code copyable style={{ wordBreak: 'break-all' }}>
        {example}
      </Typography.Paragraph>
    </SecretShownOnce>
  );
};

export default ApiKeySecret;
