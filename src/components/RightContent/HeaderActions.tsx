import { QuestionCircleOutlined } from '@ant-design/icons';
import { history, SelectLang, useIntl } from '@umijs/max';
import { Space } from 'antd';
import NoticeIcon from '../NoticeIcon';
import HeaderSearch from './HeaderSearch';

/** Global header actions (SPEC point 2): search, help, notices, language. */
const HeaderActions: React.FC = () => {
  const intl = useIntl();
  return (
    <Space size={4} align="center">
      <HeaderSearch />
      <span
        role="link"
        tabIndex={0}
        title={intl.formatMessage({ id: 'component.globalHeader.help' })}
        style={{ padding: '0 8px', cursor: 'pointer' }}
        onClick={() => history.push('/helpCenter/manual')}
        onKeyDown={(e) => e.key === 'Enter' && history.push('/helpCenter/manual')}
      >
        <QuestionCircleOutlined />
      </span>
      <NoticeIcon />
      <SelectLang style={{ padding: 4 }} />
    </Space>
  );
};

export default HeaderActions;
