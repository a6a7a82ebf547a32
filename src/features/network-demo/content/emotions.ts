// The emotions the demo's influencers react with, and the emoji each stands for. Apart from the
// nodes, so that the landing page's first download, which shows their stats, carries neither.

export type Emotion =
  | 'fire'
  | 'rocket'
  | 'heart-eyes'
  | 'hundred'
  | 'clap'
  | 'mind-blown'
  | 'star-struck'
  | 'raised-hands'
  | 'eyes'
  | 'party'
  | 'muscle'
  | 'gem';

/** The emoji each emotion stands for (text alternative; the scene draws the shipped image). */
export const EMOTION_EMOJI: Record<Emotion, string> = {
  fire: '🔥',
  rocket: '🚀',
  'heart-eyes': '😍',
  hundred: '💯',
  clap: '👏',
  'mind-blown': '🤯',
  'star-struck': '🤩',
  'raised-hands': '🙌',
  eyes: '👀',
  party: '🎉',
  muscle: '💪',
  gem: '💎',
};
