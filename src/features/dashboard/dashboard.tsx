import { NoticeProvider } from '../../ui/notice';
import { InterestedInfluencers } from './interested-influencers';
import { SummaryCards } from './summary-cards';
import { TweetTasks } from './tweet-tasks';
import styles from './dashboard.module.css';

/**
 * The channel dashboard below its title: summary, interested influencers and tasks, each loading on its own.
 * Its buttons' notices are its own, so no other page downloads them.
 */
export function Dashboard() {
  return (
    <NoticeProvider>
      <SummaryCards />
      <div className={styles.columns}>
        <InterestedInfluencers />
        <TweetTasks />
      </div>
    </NoticeProvider>
  );
}
