import { describe, expect, it } from 'vitest';
import { emojiRuns } from './emoji-runs';

describe('emojiRuns', () => {
  it('finds an emoji at the end of a tweet', () => {
    expect(emojiRuns('beats closed labs. 🧵')).toEqual([{ text: 'beats closed labs. ' }, { emoji: '🧵' }]);
  });

  it('keeps an emoji whole with its skin tone, its selector or the pictographs joined to it', () => {
    expect(emojiRuns('👍🏽❤️👨‍👩‍👧')).toEqual([{ emoji: '👍🏽' }, { emoji: '❤️' }, { emoji: '👨‍👩‍👧' }]);
  });

  it('leaves symbols drawn as text, and digits, in the text', () => {
    expect(emojiRuns('© 2025 Amplify™ #1')).toEqual([{ text: '© 2025 Amplify™ #1' }]);
  });

  it('gives back the text it was given', () => {
    const text = 'a 🐋 b 🦊🦄 c';
    const joined = emojiRuns(text)
      .map((run) => ('emoji' in run ? run.emoji : run.text))
      .join('');
    expect(joined).toBe(text);
    expect(emojiRuns('')).toEqual([]);
  });
});
