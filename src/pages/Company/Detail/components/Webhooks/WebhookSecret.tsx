import { Typography } from 'antd';
import { useT } from '@/hooks/useT';
import SecretShownOnce from '../SecretShownOnce';

/** The new endpoint's signing secret, shown this once, with how receivers check what it signs. */
const WebhookSecret: React.FC<{ secret: string; onClose: () => void }> = ({ secret, onClose }) => {
  const t = useT();
  return (
    <SecretShownOnce
      title={t('pages.webhooks.secret.title')}
      secret={secret}
      warning={t('pages.webhooks.secret.warning')}
      doneText={t('pages.webhooks.secret.done')}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('pages.webhooks.secret.verify')}</Typography.Paragraph>
    </SecretShownOnce>
  );
};

export default WebhookSecret;
