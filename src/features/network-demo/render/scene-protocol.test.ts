import { describe, expect, it } from 'vitest';
import { fromSceneError, toSceneError } from './scene-protocol';

describe('errors crossing from the scene to the page', () => {
  it('keep their name, message and stack, as plain data a worker can post', () => {
    const thrown = new RangeError('Incorrect locale information provided');
    const crossed = structuredClone(toSceneError(thrown));
    expect(crossed).toEqual({
      name: 'RangeError',
      message: 'Incorrect locale information provided',
      stack: thrown.stack,
    });
    const onPage = fromSceneError(crossed);
    expect(onPage).toBeInstanceOf(Error);
    expect(onPage.name).toBe('RangeError');
    expect(onPage.message).toBe('Incorrect locale information provided');
    expect(onPage.stack).toBe(thrown.stack);
  });

  it('say what was thrown when it was not an Error', () => {
    expect(toSceneError('context creation failed')).toEqual({ name: 'Error', message: 'context creation failed' });
  });
});
