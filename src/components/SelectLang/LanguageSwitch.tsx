import { getAllLocales, useIntl } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { languageName, switchLocale } from '@/locales/load';

const SELECT_STYLE: React.CSSProperties = {
  minWidth: 96,
  padding: '2px 4px',
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: 14,
};

/**
 * A small language picker for the workers' phone pages (signing, /my): switches the page's
 * language in place once it has loaded (no reload, nothing lost). The browser's own select, so
 * that a phone opens its own picker and the page carries no select component. `label` names it
 * on a page without the signing page's words (/my).
 */
const LanguageSwitch: React.FC<{ label?: string }> = ({ label }) => {
  const t = useT();
  const { locale } = useIntl();
  return (
    <select
      aria-label={label ?? t('pages.signing.language')}
      value={locale}
      onChange={(e) => switchLocale(e.target.value)}
      style={SELECT_STYLE}
    >
      {getAllLocales().map((lang) => (
        <option key={lang} value={lang}>
          {languageName(lang)}
        </option>
      ))}
    </select>
  );
};

export default LanguageSwitch;
