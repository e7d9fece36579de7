import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import { useT } from '@/hooks/useT';

/** A full-page result (403, 404) with its message and a way back home. */
const BackHomeResult: React.FC<{ status: '403' | '404'; messageId: string }> = ({ status, messageId }) => {
  const t = useT();
  return (
    <Result
      status={status}
      title={status}
      subTitle={t(messageId)}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {t('pages.backHome')}
        </Button>
      }
    />
  );
};

export default BackHomeResult;
