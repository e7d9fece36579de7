import BackHomeResult from '@/components/BackHomeResult';

const NotFound: React.FC = () => <BackHomeResult status="404" messageId="pages.404.subTitle" />;

export default NotFound;
