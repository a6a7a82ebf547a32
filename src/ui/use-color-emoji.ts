import { useEffect, useState } from 'react';
import { whenColorEmojiKnown } from '../lib/color-emoji';

/**
 * Whether `emoji` is drawn in colour on this device: true as the page is written (and rendered on
 * the server), then the device's answer once the page has painted.
 */
export function useColorEmoji(emoji: string): boolean {
  const [inColour, setInColour] = useState(true);
  useEffect(() => whenColorEmojiKnown(emoji, setInColour), [emoji]);
  return inColour;
}
