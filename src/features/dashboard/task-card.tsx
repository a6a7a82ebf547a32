import { Clock, Trophy, Users, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
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

/** One of a task's facts: its icon, named for screen readers by the term, and its value. */
function Fact({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <Icon aria-hidden="true" />
        <span className="visually-hidden">{term}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

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
            {/* The task's pool, shared by every miner scored on it (the panel's lede says so). */}
            <Fact icon={Trophy} term="Reward">
              <span className={styles.reward}>{task.reward}</span> pool
            </Fact>
            <Fact icon={Users} term="Influencers">
              {influencersEngaged(task.influencers)}
            </Fact>
            <Fact icon={Clock} term="Deadline">
              {task.deadline}
            </Fact>
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
