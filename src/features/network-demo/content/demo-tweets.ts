// What each demo node says in its bubble. Apart from the nodes, so the landing page's
// first download (stats and controls need the nodes) does not carry the text only the scene shows.

/** Tweet text by node id. */
export const DEMO_TWEETS: Readonly<Record<string, string>> = {
  n1: 'Quality over follower count. Finally a subnet that pays for real signal.',
  n2: 'Validators scoring authenticity, not bots. This is the way.',
  n3: 'Retweeted. My followers are real, let the scores prove it.',
  n4: 'Engagement quality as the metric. Long overdue.',
  n5: 'Love seeing TAO reward authority instead of reach farming.',
  n6: 'Watching this one closely. Incentives look right.',
  n7: 'Mining with my replies now. Zero forms, just engage.',
  n8: 'Hidden gem of the Bittensor ecosystem.',
  n9: 'Signal beats noise. Count me in.',
  n10: 'Just registered my hotkey. Let us go!',
  n11: 'Softmax-weighted scoring on influencer authority. Wow.',
  n12: 'This thread explains it better than any deck.',
  n13: 'Real influence, measured properly. Sharing with everyone.',
  n14: 'Building on this subnet next week.',
  n15: 'Authenticity checks built in. Respect.',
  n16: 'The creator economy, rebuilt on TAO. Huge.',
  n17: 'Engagement, not vanity metrics. 100%.',
  n18: 'My community will love this.',
  n19: 'Reading the whitepaper tonight.',
  n20: 'Decentralised influence that pays fairly. Mind blown.',
  n21: 'Replied with my hotkey. Easiest onboarding ever.',
  n22: 'Undervalued idea, overdelivered design.',
  n23: 'Amplifying this to everyone who asked how to earn TAO.',
  n24: 'Validators doing the heavy lifting. Strong design.',
};
