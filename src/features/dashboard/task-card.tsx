import { Clock, Trophy, Users } from 'lucide-react';
import { useId } from 'react';
import type { TweetTask } from '../../data/types';
import { initialsOf } from '../../lib/format';
import { EngagementBadge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { FactLine } from '../../ui/fact-line';
import { useInlineNotice } from '../../ui/notice';
import { TextWithEmoji } from '../../ui/text-with-emoji';
import { participateNotice } from './action-notices';
import { influencersEngaged } from './engagement-counts';
import { TaskEngagement } from './task-engagement';
import styles from './dashboard.module.css';

/** One tweet posted as a task: the tweet, its engagement, its reward and deadline, and Participate. */
export function TaskCard({ task }: { task: TweetTask }) {
  const notice = useInlineNotice();
  const authorId = useId();
  return (
    <li className={styles.item} data-testid="task">
      <article aria-labelledby={authorId} className={styles.task}>
        <div className={styles.itemHead}>
          <span className={styles.initials} aria-hidden="true">
            {initialsOf(task.author)}
          </span>
          <div className={styles.who}>
            <h3 id={authorId} className={styles.name}>
              {task.author}
              <span className="visually-hidden">: {task.reward} task</span>
            </h3>
            <FactLine className={styles.meta}>
              {`@${task.handle}`}
              <>
                <span aria-hidden="true">{task.time}</span>
                <span className="visually-hidden">posted {task.time} ago</span>
              </>
            </FactLine>
          </div>
          <EngagementBadge level={task.engagement} />
        </div>
        <p className={styles.tweet}>
          <TextWithEmoji text={task.tweet} />
        </p>
        <TaskEngagement task={task} onNotice={notice.show} />
        <div className={styles.taskFoot}>
          <dl className={styles.facts}>
            <div>
              <dt>
                <Trophy aria-hidden="true" />
                <span className="visually-hidden">Reward</span>
              </dt>
              {/* The task's pool, shared by every miner scored on it (the panel's lede says so). */}
              <dd>
                <span className={styles.reward}>{task.reward}</span> pool
              </dd>
            </div>
            <div>
              <dt>
                <Users aria-hidden="true" />
                <span className="visually-hidden">Influencers</span>
              </dt>
              <dd>{influencersEngaged(task.influencers)}</dd>
            </div>
            <div>
              <dt>
                <Clock aria-hidden="true" />
                <span className="visually-hidden">Deadline</span>
              </dt>
              <dd>{task.deadline}</dd>
            </div>
          </dl>
          <Button size="sm" onClick={() => notice.show(participateNotice(task))}>
            Participate
            <span className="visually-hidden">
              {' '}
              in {task.author}’s {task.reward} task
            </span>
          </Button>
        </div>
        {notice.element}
      </article>
    </li>
  );
}
