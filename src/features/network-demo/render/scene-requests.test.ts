import { describe, expect, it } from 'vitest';
import type { FromScene } from './scene-protocol';
import { answerRequest } from './scene-requests';

/** Answers one request as the scene's service does, and resolves with what it posts back. */
function answer(kind: 'png' | 'settle', scene: Parameters<typeof answerRequest>[2]) {
  return new Promise<FromScene>((resolve) =>
    answerRequest({ type: 'request', id: 7, kind, ask: {} }, (message) => resolve(message), scene),
  );
}

describe("the scene's answers to the page", () => {
  it('refuse a request that cannot be answered with the error itself: its name, message and stack', async () => {
    const posted = await answer('png', { snapshotter: () => null, settle: async () => {} });
    expect(posted).toMatchObject({
      type: 'refused',
      id: 7,
      error: { name: 'Error', message: 'The scene has no layout to draw yet.' },
    });
    expect(posted.type === 'refused' && posted.error.stack).toContain('The scene has no layout to draw yet.');
  });

  it('keep the class of an error the scene threw', async () => {
    const failing = async () => {
      throw new TypeError('The canvas could not be encoded.');
    };
    const posted = await answer('settle', { snapshotter: () => null, settle: failing });
    expect(posted).toMatchObject({
      type: 'refused',
      error: { name: 'TypeError', message: 'The canvas could not be encoded.' },
    });
  });

  it('answer what can be answered', async () => {
    expect(await answer('settle', { snapshotter: () => null, settle: async () => {} })).toEqual({
      type: 'answer',
      id: 7,
      value: undefined,
    });
  });
});
