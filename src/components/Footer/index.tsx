import { DefaultFooter } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';

/** Footer links: key, title, href, blankTarget (SPEC point 3). */
export interface FooterLink {
  key: string;
  title: React.ReactNode;
  href: string;
  blankTarget: boolean;
}

const Footer: React.FC = () => {
  const intl = useIntl();
  const links: FooterLink[] = [
    { key: 'faq', title: intl.formatMessage({ id: 'menu.helpCenter.FAQ' }), href: '/helpCenter/FAQ', blankTarget: false },
    { key: 'manual', title: intl.formatMessage({ id: 'menu.helpCenter.manual' }), href: '/helpCenter/manual', blankTarget: false },
  ];
  return <DefaultFooter style={{ background: 'none' }} copyright={intl.formatMessage({ id: 'app.copyright.produced' })} links={links} />;
};

export default Footer;
