import { getAllLocales, useIntl } from '@umijs/max';
import { Select } from 'antd';
import { useT } from '@/hooks/useT';
import { languageName, switchLocale } from '@/locales/load';

/**
 * A small language picker: switches the page's language in place once it has loaded (no reload,
 * nothing lost). `label` names it on a page without the signing page's words (/my).
 */
const LanguageSwitch: React.FC<{ label?: string }> = ({ label }) => {
  const t = useT();
  const { locale } = useIntl();
  return (
    <Select
      size="small"
      variant="borderless"
      aria-label={label ?? t('pages.signing.language')}
      value={locale}
      onChange={(lang: string) => switchLocale(lang)}
      options={getAllLocales().map((lang) => ({ value: lang, label: languageName(lang) }))}
      popupMatchSelectWidth={false}
      style={{ minWidth: 96 }}
    />
  );
};

export default LanguageSwitch;
