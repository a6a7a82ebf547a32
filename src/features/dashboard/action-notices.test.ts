import { describe, expect, it } from 'vitest';
import { connectNotice, participateNotice, postTweetNotice, shareText } from './action-notices';

describe('action notices', () => {
  it('say what each action will do and that it opens with the organic task marketplace', () => {
    const notices = [
      connectNotice('Priya Raman'),
      postTweetNotice(),
      participateNotice({ author: 'Mara Okafor', reward: '1,500 TAO' }),
    ];
    for (const text of notices) {
      expect(text).toMatch(/It opens with the organic task marketplace\./);
      expect(text, 'no quarter or year: a notice speaks now').not.toMatch(/\bQ[1-4]\b|\b20\d\d\b/);
    }
    expect(notices[0]).toMatch(/^Connect will ask Priya Raman to amplify/);
    expect(notices[1]).toMatch(/^Post New Tweet will publish your tweet as a task/);
    expect(notices[2]).toMatch(/^Participate will add Mara Okafor’s 1,500 TAO task to your queue/);
    expect(notices[2]).toMatch(
      /Until then: you retweet or reply to the task from your registered account; your score counts the authoritative accounts among your followers \(the top 20\) who reshare it after you\. Scoring is automatic\.$/,
    );
  });

  it('never claims a success', () => {
    for (const text of [connectNotice('x'), postTweetNotice(), participateNotice({ author: 'a', reward: '1 TAO' })]) {
      expect(text).not.toMatch(/\b(done|success|sent|connected|posted)\b/i);
    }
  });

  it('quotes a tweet with its handle for sharing', () => {
    expect(shareText({ tweet: 'Hello', handle: 'mara' })).toBe('“Hello” (@mara)');
  });
});
