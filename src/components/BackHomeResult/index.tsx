import { history, useIntl } from '@umijs/max';
import { Button, Result } from 'antd';

/** A full-page result (403, 404) with its message and a way back home. */
const BackHomeResult: React.FC<{ status: '403' | '404'; messageId: string }> = ({ status, messageId }) => {
  const intl = useIntl();
  return (
    <Result
      status={status}
      title={status}
      subTitle={intl.formatMessage({ id: messageId })}
      extra={
        <Button type="primary" onClick={() => history.push('/')}>
          {intl.formatMessage({ id: 'pages.backHome' })}
        </Button>
      }
    />
  );
};

export default BackHomeResult;
