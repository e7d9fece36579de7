import PendingPage from '@/components/PendingPage';

export default () => <PendingPage titleId="pages.stats" />;
