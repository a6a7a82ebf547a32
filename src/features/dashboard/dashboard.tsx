import { InterestedInfluencers } from './interested-influencers';
import { SummaryCards } from './summary-cards';
import { TweetTasks } from './tweet-tasks';
import styles from './dashboard.module.css';

/** The channel dashboard below its title: summary, interested influencers and tasks, each loading on its own. */
export function Dashboard() {
  return (
    <>
      <SummaryCards />
      <div className={styles.columns}>
        <InterestedInfluencers />
        <TweetTasks />
      </div>
    </>
  );
}
