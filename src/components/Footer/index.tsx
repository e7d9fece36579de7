import { DefaultFooter } from '@ant-design/pro-components';
import { useT } from '@/hooks/useT';

/** Footer links: key, title, href, blankTarget (docs/product.md, "Layout and settings"). */
export interface FooterLink {
  key: string;
  title: React.ReactNode;
  href: string;
  blankTarget: boolean;
}

const Footer: React.FC = () => {
  const t = useT();
  const links: FooterLink[] = [
    { key: 'faq', title: t('menu.helpCenter.FAQ'), href: '/helpCenter/FAQ', blankTarget: false },
    { key: 'manual', title: t('menu.helpCenter.manual'), href: '/helpCenter/manual', blankTarget: false },
  ];
  return <DefaultFooter style={{ background: 'none' }} copyright={t('app.copyright.produced')} links={links} />;
};

export default Footer;
