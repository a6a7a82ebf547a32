import { describe, expect, it } from 'vitest';
import { encodeExample, readExampleAddress, writeExampleAddress } from './example-address';
import { EXAMPLE_PRESETS } from './example-presets';
import { DEFAULT_ROWS } from './example-state';

/** What an address whose example= holds `text` asks for. */
const decodeExample = (text: string) => readExampleAddress(`?example=${encodeURIComponent(text)}`);

describe('the example address', () => {
  it('writes the worked example compactly, and reads it back', () => {
    const text = encodeExample(DEFAULT_ROWS);
    expect(text.startsWith('1~defi_daria.3wfk.310.94.88.5.1~tensor_tom.222o.480.91.82.10.1~')).toBe(true);
    expect(decodeExample(text)).toEqual({ rows: DEFAULT_ROWS });
  });

  it('reads back every preset as it was written', () => {
    for (const preset of EXAMPLE_PRESETS)
      expect(decodeExample(encodeExample(preset.rows)), preset.name).toEqual({ rows: preset.rows });
  });

  it('keeps other parameters, and leaves ~ unescaped', () => {
    const search = writeExampleAddress('?debug&x=1', DEFAULT_ROWS.slice(0, 1));
    expect(search).toBe('?debug=&x=1&example=1~defi_daria.3wfk.310.94.88.5.1');
    expect(readExampleAddress(search)).toEqual({ rows: DEFAULT_ROWS.slice(0, 1) });
    expect(writeExampleAddress('?x=1&example=1~a.1.1.1.1.1.1', null)).toBe('?x=1');
    expect(readExampleAddress('?x=1')).toBeNull();
  });

  it.each([
    ['', 'it does not start with version 1'],
    ['2~a.1.1.1.1.1.1', 'it does not start with version 1'],
    ['1', 'it has 0 rows, not 1 to 40'],
    [`1${'~a.1.1.1.1.1.1'.repeat(41)}`, 'it has 41 rows, not 1 to 40'],
    ['1~a.1.1.1.1.1', 'row 1 has 6 fields, not 7'],
    ['1~<script>.1.1.1.1.1.1', "row 1's handle is not 1 to 20 of a-z, 0-9 and _"],
    ['1~a.1.1.101.1.1.1', "row 1 has a value outside its control's range"],
    ['1~a.89oqgx.1.1.1.1.1', "row 1 has a value outside its control's range"], // 500,000,001 followers
    ['1~a.1.10001.1.1.1.1', "row 1 has a value outside its control's range"],
    ['1~a.-1.1.1.1.1.1', "row 1 has a value outside its control's range"],
    ['1~a.1.1.1.1.1.4', "row 1 has a value outside its control's range"],
    ['1~a.1.1e3.1.1.1.1', "row 1 has a value outside its control's range"],
    ['1~a.1.1.1.1.1.1~a.2.2.2.2.2.2', '@a appears twice'],
    ['x'.repeat(5000), 'it is longer than 2624 characters'],
  ])('refuses %j: %s', (text, error) => {
    expect(decodeExample(text)).toEqual({ error });
  });

  it('never throws on a malformed query', () => {
    expect(readExampleAddress('?example=%E0%A4%A')).toEqual({ error: 'it does not start with version 1' });
  });
});
