// Text from the data that may hold emoji (a tweet, a bio). Each emoji is shown where this device
// draws it in colour; where it would draw a box (no colour emoji font: some Linux installs, headless
// browsers) it is left to screen readers alone. Written with the emoji, checked once the page has
// painted, as the leaderboard's avatars are.
import { emojiRuns } from '../lib/emoji-runs';
import { useColorEmoji } from './use-color-emoji';

function Emoji({ emoji }: { emoji: string }) {
  return useColorEmoji(emoji) ? emoji : <span className="visually-hidden">{emoji}</span>;
}

/** `text`, its emoji shown only where they are drawn in colour. */
export function TextWithEmoji({ text }: { text: string }) {
  return emojiRuns(text).map((run, i) => ('emoji' in run ? <Emoji key={i} emoji={run.emoji} /> : run.text));
}
