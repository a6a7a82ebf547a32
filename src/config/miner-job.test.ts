import { describe, expect, it } from 'vitest';
import { MINER_JOB, MINER_JOB_CLAUSE } from './miner-job';

describe('MINER_JOB', () => {
  it('says what a miner does and what its score counts, in one sentence', () => {
    expect(MINER_JOB).toBe(
      'You retweet or reply to the task from your registered account; your score counts the authoritative accounts among your followers (the top 20) who reshare it after you.',
    );
    expect(MINER_JOB_CLAUSE).toMatch(/^you retweet or reply .* after you$/);
  });
});
