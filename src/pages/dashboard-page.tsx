import { usePageMeta } from '../ui/use-page-meta';

export default function DashboardPage() {
  usePageMeta('Your Channel Dashboard', 'Earnings, reach and active tweet tasks for your Amplify channel.');
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-8)' }}>
      <h1>Your Channel Dashboard</h1>
    </div>
  );
}
