import { Dashboard } from '../features/dashboard/dashboard';
import { SampleDataNote } from '../ui/sample-data-note';
import styles from '../ui/page-frame.module.css';
import { usePageMeta } from '../ui/use-page-meta';

export default function DashboardPage() {
  usePageMeta('Your Channel Dashboard', 'Earnings, reach and active tweet tasks for your Amplify channel.');
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.intro}>
        <h1>Your Channel Dashboard</h1>
        <p>What your channel earned, who is paying attention, and the tweet tasks open for amplification right now.</p>
        <SampleDataNote>Earnings, influencers and tasks here show how your channel will read.</SampleDataNote>
      </header>
      <Dashboard />
    </div>
  );
}
