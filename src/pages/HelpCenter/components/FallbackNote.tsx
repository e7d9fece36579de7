import { Alert } from 'antd';
import { useT } from '@/hooks/useT';

/** Says that the reader's language has no version of the article yet (English is shown). */
const FallbackNote: React.FC<{ fallback?: boolean }> = ({ fallback }) => {
  const t = useT();
  return fallback ? (
    <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('pages.help.fallback', { language: t('pages.help.language') })} />
  ) : null;
};

export default FallbackNote;
