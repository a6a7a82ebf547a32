// What the dashboard's not-yet-live actions will do, as notice text: each says what it will do and
// that it opens with the organic task marketplace, never a fake success. Pure: no React.
import { MINER_JOB_CLAUSE } from '../../config/miner-job';
import type { TweetTask } from '../../data/types';

/**
 * When these actions arrive. No quarter or year: a notice speaks now, and a dated promise goes stale
 * (the whitepaper, a dated document, keeps its dated roadmap).
 */
const OPENS_WITH = 'It opens with the organic task marketplace.';

export function connectNotice(name: string): string {
  return `Connect will ask ${name} to amplify the tasks you post. ${OPENS_WITH}`;
}

export function postTweetNotice(): string {
  return `Post New Tweet will publish your tweet as a task that miners amplify for TAO rewards. ${OPENS_WITH}`;
}

export function participateNotice(task: Pick<TweetTask, 'reward' | 'author'>): string {
  return `Participate will add ${task.author}’s ${task.reward} task to your queue. ${OPENS_WITH} Until then: ${MINER_JOB_CLAUSE}. Scoring is automatic.`;
}

export function shareText(task: Pick<TweetTask, 'tweet' | 'handle'>): string {
  return `“${task.tweet}” (@${task.handle})`;
}
