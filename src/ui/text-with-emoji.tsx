// Text from the data that may hold emoji (a tweet, a bio). Each emoji is shown where this device
// draws it in colour; where it would draw a box (no colour emoji font: some Linux installs, headless
// browsers) it is left to screen readers alone. Written with the emoji, checked once the page has
// painted, as the leaderboard's avatars are.
import { useEffect, useState } from 'react';
import { whenColorEmojiKnown } from '../lib/color-emoji';
import { emojiRuns } from '../lib/emoji-runs';

function Emoji({ emoji }: { emoji: string }) {
  const [inColour, setInColour] = useState(true);
  useEffect(() => whenColorEmojiKnown(emoji, setInColour), [emoji]);
  return inColour ? emoji : <span className="visually-hidden">{emoji}</span>;
}

/** `text`, its emoji shown only where they are drawn in colour. */
export function TextWithEmoji({ text }: { text: string }) {
  return emojiRuns(text).map((run, i) => ('emoji' in run ? <Emoji key={i} emoji={run.emoji} /> : run.text));
}
