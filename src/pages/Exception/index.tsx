import { history, useSearchParams } from '@umijs/max';
import { Button, Result, Typography } from 'antd';
import { useT } from '@/hooks/useT';

/** Where showType 9 (REDIRECT) errors land, with errorCode and errorMessage in the query. */
const Exception: React.FC = () => {
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get('errorCode');
  return (
    <Result
      status="error"
      title={t('pages.exception.title')}
      subTitle={params.get('errorMessage') || t('request.error.retry')}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {t('pages.backHome')}
        </Button>
      }
    >
      {code && (
        <Typography.Text type="secondary">
          {t('pages.exception.code')}: <Typography.Text code>{code}</Typography.Text>
        </Typography.Text>
      )}
    </Result>
  );
};

export default Exception;
