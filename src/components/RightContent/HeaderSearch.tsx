import { SearchOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { AutoComplete, Input } from 'antd';
import { useState } from 'react';
import { useMenuPages } from '@/hooks/useMenuPages';
import { useT } from '@/hooks/useT';

/** Global header search: jump to any page the user may open. */
const HeaderSearch: React.FC = () => {
  const t = useT();
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
      notFoundContent={t('component.globalHeader.search.empty')}
    >
      <Input
        size="small"
        variant="borderless"
        prefix={<SearchOutlined />}
        placeholder={t('component.globalHeader.search')}
        aria-label={t('component.globalHeader.search')}
      />
    </AutoComplete>
  );
};

export default HeaderSearch;
