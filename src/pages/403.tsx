import BackHomeResult from '@/components/BackHomeResult';

/** Shown for a route the user's permissions do not allow (the access fallback). */
const Forbidden: React.FC = () => <BackHomeResult status="403" messageId="pages.403.subTitle" />;

export default Forbidden;
