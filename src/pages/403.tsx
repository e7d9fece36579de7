import { history, useIntl } from '@umijs/max';
import { Button, Result } from 'antd';

/** Shown for a route the user's permissions do not allow (access fallback). */
const Forbidden: React.FC = () => {
  const intl = useIntl();
  return (
    <Result
      status="403"
      title="403"
      subTitle={intl.formatMessage({ id: 'pages.403.subTitle' })}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {intl.formatMessage({ id: 'pages.backHome' })}
        </Button>
      }
    />
  );
};

export default Forbidden;
