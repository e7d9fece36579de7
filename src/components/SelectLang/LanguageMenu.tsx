import { useIntl } from '@umijs/max';
import { Dropdown } from 'antd';
import { languageName, LOCALES, switchLocale } from '@/locales/load';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The languages' menu, anchored on a layer over the globe (src/components/SelectLang), which takes its clicks. */
const LanguageMenu: React.FC<Props> = ({ open, onOpenChange }) => {
  const { locale } = useIntl();
  return (
    <Dropdown
      open={open}
      onOpenChange={onOpenChange}
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((lang) => ({ key: lang, label: languageName(lang) })),
        onClick: ({ key }) => {
          onOpenChange(false);
          switchLocale(key);
        },
      }}
    >
      <span data-language-anchor style={{ position: 'absolute', inset: 0 }} />
    </Dropdown>
  );
};

export default LanguageMenu;
