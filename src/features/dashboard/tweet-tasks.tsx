import { SquarePen } from 'lucide-react';
import { useId } from 'react';
import { MINER_JOB } from '../../config/miner-job';
import { useTweetTasks } from '../../data/queries';
import { Button } from '../../ui/button';
import { LoadError } from '../../ui/load-error';
import { useInlineNotice } from '../../ui/notice';
import { postTweetNotice } from './action-notices';
import { ItemSkeletons } from './item-skeletons';
import { TaskCard } from './task-card';
import styles from './dashboard.module.css';

const SKELETON_COUNT = 3;

/** Active Tweet Tasks with Post New Tweet, and Participate on each task. */
export function TweetTasks() {
  const { data, error, isPending, isError, isFetching, refetch } = useTweetTasks();
  const notice = useInlineNotice();
  const headingId = useId();

  let body;
  if (isPending)
    body = <ItemSkeletons label="Loading active tweet tasks…" count={SKELETON_COUNT} testId="tasks-skeleton" />;
  else if (isError)
    body = <LoadError what="active tweet tasks" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (data.length === 0)
    body = <p className={styles.empty}>No active tasks right now. New ones arrive with the next founder post.</p>;
  else
    body = (
      <ul className={styles.list} aria-labelledby={headingId}>
        {data.map((task) => (
          <TaskCard key={task.id} task={task} />
        ))}
      </ul>
    );

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.tasksHead}>
        <h2 id={headingId}>Active Tweet Tasks</h2>
        <p className={styles.panelLede}>
          {MINER_JOB} A task’s reward is its pool, shared by every miner scored on it until its deadline.
        </p>
        <Button size="sm" className={styles.post} onClick={() => notice.show(postTweetNotice())}>
          <SquarePen aria-hidden="true" />
          Post New Tweet
        </Button>
        {notice.element && <div className={styles.headNotice}>{notice.element}</div>}
      </div>
      <div className={styles.panelBody}>{body}</div>
    </section>
  );
}
