import { GlobalOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useT } from '@/hooks/useT';

// The menu (antd's Dropdown and Menu) loads once the user comes near the globe: the login page
// draws the globe, not the menu.
const LanguageMenu = lazy(() => import('./LanguageMenu'));

/**
 * The interface language picker of the header, the login page and the verification page: a globe
 * whose menu (on click or Enter) lists the five languages in their own words; a choice switches
 * in place once its messages have loaded (src/locales/load.ts), nothing on the page is lost.
 */
const SelectLang: React.FC<{ style?: CSSProperties }> = ({ style }) => {
  const t = useT();
  const [near, setNear] = useState(false);
  const [open, setOpen] = useState(false);
  const comeNear = () => setNear(true);
  return (
    <span
      role="button"
      tabIndex={0}
      aria-label={t('component.globalHeader.lang')}
      aria-expanded={open}
      title={t('component.globalHeader.lang')}
      style={{ position: 'relative', display: 'inline-flex', padding: 8, cursor: 'pointer', fontSize: 16, ...style }}
      onPointerEnter={comeNear}
      onFocus={comeNear}
      onClick={(event) => {
        const target = event.target as Element;
        if (!event.currentTarget.contains(target)) return; // a choice in the menu, drawn elsewhere
        comeNear();
        // Once the menu is there, its layer over the globe takes the clicks; before, this does.
        if (!target.closest('[data-language-anchor]')) setOpen((o) => !o);
      }}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
        event.preventDefault();
        comeNear();
        setOpen((o) => !o);
      }}
    >
      <GlobalOutlined />
      {near && (
        <Suspense fallback={null}>
          <LanguageMenu open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </span>
  );
};

export default SelectLang;
