import { describe, expect, it } from 'vitest';
import { failureDetail, importFailure } from './load-error-cause';

describe('importFailure', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://a.example/assets/uPlot-x.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: https://a.example/assets/uPlot-x.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Vite’s stylesheet preload', new Error('Unable to preload CSS for /assets/example-editor-x.css')],
  ])('calls a file that did not arrive (%s) a download that failed', (_, error) => {
    expect(importFailure(error)).toEqual({ kind: 'download', error });
  });

  it.each([
    ['uPlot under LANG=C', new RangeError('Incorrect locale information provided')],
    ['a module that calls what is not there', new TypeError('Path2D is not a constructor')],
    ['a thrown string', 'boom'],
  ])('calls a module that threw as it ran (%s) something this browser could not do', (_, error) => {
    expect(importFailure(error)).toEqual({ kind: 'unsupported', error });
  });
});

describe('failureDetail', () => {
  it('names what stopped a module that ran, keeping its kind and words', () => {
    const error = new RangeError('Incorrect locale information provided');
    expect(failureDetail({ kind: 'unsupported', error })).toBe(
      'It stopped with RangeError: Incorrect locale information provided.',
    );
  });

  it('says a download did not complete, without the browser’s address', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: https://a.example/assets/uPlot-x.js');
    expect(failureDetail({ kind: 'download', error })).toBe('The download did not complete.');
    expect(failureDetail({ kind: 'download', error: null })).toBe('The download did not complete.');
  });

  it('keeps a data request’s own words, and says when no answer came', () => {
    const status = new Error('Request to /data/leaderboard.json failed with status 500');
    expect(failureDetail({ kind: 'download', error: status })).toBe(
      'Request to /data/leaderboard.json failed with status 500.',
    );
    expect(failureDetail({ kind: 'download', error: new TypeError('Failed to fetch') })).toBe(
      'The request got no answer.',
    );
    expect(failureDetail({ kind: 'download', error: new TypeError('Load failed') })).toBe('The request got no answer.');
  });
});
