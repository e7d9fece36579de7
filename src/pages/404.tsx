import { history, useIntl } from '@umijs/max';
import { Button, Result } from 'antd';

const NotFound: React.FC = () => {
  const intl = useIntl();
  return (
    <Result
      status="404"
      title="404"
      subTitle={intl.formatMessage({ id: 'pages.404.subTitle' })}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {intl.formatMessage({ id: 'pages.backHome' })}
        </Button>
      }
    />
  );
};

export default NotFound;
