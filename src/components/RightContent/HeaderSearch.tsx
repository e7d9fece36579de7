import { SearchOutlined } from '@ant-design/icons';
import { history, useIntl } from '@umijs/max';
import { AutoComplete, Input } from 'antd';
import { useState } from 'react';
import { useMenuPages } from '../../hooks/useMenuPages';

/** Global header search: jump to any page the user may open. */
const HeaderSearch: React.FC = () => {
  const intl = useIntl();
  const pages = useMenuPages();
  const [text, setText] = useState('');
  const matches = pages.filter((p) => !text || p.label.toLowerCase().includes(text.toLowerCase()));
  return (
    <AutoComplete
      style={{ width: 180 }}
      options={matches}
      value={text}
      onChange={setText}
      onSelect={(path: string) => {
        setText('');
        history.push(path);
      }}
      notFoundContent={intl.formatMessage({ id: 'component.globalHeader.search.empty' })}
    >
      <Input
        size="small"
        variant="borderless"
        prefix={<SearchOutlined />}
        placeholder={intl.formatMessage({ id: 'component.globalHeader.search' })}
        aria-label={intl.formatMessage({ id: 'component.globalHeader.search' })}
      />
    </AutoComplete>
  );
};

export default HeaderSearch;
