import { describe, expect, it } from 'vitest';
import { PiecewiseFile } from './piecewise-file';

const bytes = (...values: number[]) => new Uint8Array(values);
const read = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())];

describe('PiecewiseFile', () => {
  it('appends, then takes writes back over what was written, as a muxer filling in sizes does', async () => {
    const file = new PiecewiseFile();
    file.write(bytes(0, 0, 0, 0), 0);
    file.write(bytes(5, 6, 7), 4);
    file.write(bytes(8, 9), 7);
    file.write(bytes(1, 2), 1); // inside the first write
    file.write(bytes(4, 4), 3); // across the first two
    file.write(bytes(3), 8); // the last byte
    const blob = file.toBlob('video/webm');
    expect(blob.type).toBe('video/webm');
    expect(await read(blob)).toEqual([0, 1, 2, 4, 4, 6, 7, 8, 3]);
  });

  it('a write that covers several earlier ones replaces them all', async () => {
    const file = new PiecewiseFile();
    file.write(bytes(1, 1), 0);
    file.write(bytes(2, 2), 2);
    file.write(bytes(3, 3), 4);
    file.write(bytes(9, 9, 9, 9), 1);
    expect(await read(file.toBlob(''))).toEqual([1, 9, 9, 9, 9, 3]);
  });

  it('refuses to hand out a file with a gap', () => {
    const file = new PiecewiseFile();
    file.write(bytes(1), 0);
    file.write(bytes(2), 2);
    expect(() => file.toBlob('')).toThrow('Bytes 1–2 of the file were never written.');
  });

  it('the same bytes as one buffer written in place, for random writes', async () => {
    let seed = 7;
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) >>> 0) % n;
    const size = 200;
    const expected = new Uint8Array(size);
    const file = new PiecewiseFile();
    file.write(expected.slice(), 0);
    for (let i = 0; i < 300; i++) {
      const position = random(size);
      const data = Uint8Array.from({ length: 1 + random(size - position) }, () => random(256));
      expected.set(data, position);
      file.write(data, position);
    }
    expect(await read(file.toBlob(''))).toEqual([...expected]);
  });
});
