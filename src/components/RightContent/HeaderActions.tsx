import { QuestionCircleOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Grid, Space } from 'antd';
import NoticeIcon from '@/components/NoticeIcon';
import SelectLang from '@/components/SelectLang';
import { useT } from '@/hooks/useT';
import HeaderSearch from './HeaderSearch';

/** Global header actions (docs/product.md, "Layout and settings"): search, help, notices, language. */
const HeaderActions: React.FC = () => {
  const t = useT();
  // A phone's header has room for the icons only: the page search is left to wider screens.
  const { sm } = Grid.useBreakpoint();
  // The manual opens at the section about the page the user is on.
  const openManual = () => history.push(`/helpCenter/manual?route=${encodeURIComponent(history.location.pathname)}`);
  return (
    <Space size={4} align="center">
      {sm && <HeaderSearch />}
      <span
        role="link"
        tabIndex={0}
        title={t('component.globalHeader.help')}
        style={{ padding: '0 8px', cursor: 'pointer' }}
        onClick={openManual}
        onKeyDown={(e) => e.key === 'Enter' && openManual()}
      >
        <QuestionCircleOutlined />
      </span>
      <NoticeIcon />
      <SelectLang style={{ padding: '0 8px' }} />
    </Space>
  );
};

export default HeaderActions;
