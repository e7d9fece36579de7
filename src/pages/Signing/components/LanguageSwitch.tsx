import { getAllLocales, useIntl } from '@umijs/max';
import { Select } from 'antd';
import { useT } from '@/hooks/useT';
import { switchLocale } from '@/locales/load';

/** Each language in its own words (the same in every locale). */
const NAMES: Record<string, string> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
  'zh-TW': '繁體中文',
  'pt-BR': 'Português',
  'id-ID': 'Bahasa Indonesia',
};

/** A small language picker: switches the page's language in place once it has loaded (no reload, nothing lost). */
const LanguageSwitch: React.FC = () => {
  const t = useT();
  const { locale } = useIntl();
  return (
    <Select
      size="small"
      variant="borderless"
      aria-label={t('pages.signing.language')}
      value={locale}
      onChange={(lang: string) => switchLocale(lang)}
      options={getAllLocales().map((lang) => ({ value: lang, label: NAMES[lang] ?? lang }))}
      popupMatchSelectWidth={false}
      style={{ minWidth: 96 }}
    />
  );
};

export default LanguageSwitch;
