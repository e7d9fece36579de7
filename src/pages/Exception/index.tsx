import { history, useIntl, useSearchParams } from '@umijs/max';
import { Button, Result, Typography } from 'antd';

/** Where showType 9 (REDIRECT) errors land, with errorCode and errorMessage in the query. */
const Exception: React.FC = () => {
  const intl = useIntl();
  const [params] = useSearchParams();
  const code = params.get('errorCode');
  return (
    <Result
      status="error"
      title={intl.formatMessage({ id: 'pages.exception.title' })}
      subTitle={params.get('errorMessage') || intl.formatMessage({ id: 'request.error.retry' })}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {intl.formatMessage({ id: 'pages.backHome' })}
        </Button>
      }
    >
      {code && (
        <Typography.Text type="secondary">
          {intl.formatMessage({ id: 'pages.exception.code' })}: <Typography.Text code>{code}</Typography.Text>
        </Typography.Text>
      )}
    </Result>
  );
};

export default Exception;
