// Why something could not be shown, kept from the error to the words on the screen. Pure: no React.

/**
 * `download`: it did not arrive (the network, the server): Retry may help. `unsupported`: it arrived,
 * but this browser could not run or draw it (a module that threw as it ran, a missing feature): Retry
 * cannot help.
 */
export type FailureKind = 'download' | 'unsupported';

export interface LoadFailure {
  kind: FailureKind;
  error: unknown;
}

// What a browser says when a module's file, or one it imports, did not arrive: Chromium, Firefox,
// Safari; and Vite's preload of a chunk's stylesheet.
const MODULE_NOT_DOWNLOADED =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;
// What fetch() says when no answer came: Chromium, Firefox, Safari.
const REQUEST_NOT_ANSWERED = /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error ?? ''));

/** A dynamic import's failure: a file that did not arrive, or a module that arrived and threw as it ran. */
export function importFailure(error: unknown): LoadFailure {
  return { kind: MODULE_NOT_DOWNLOADED.test(messageOf(error)) ? 'download' : 'unsupported', error };
}

/** One sentence, for the reader, of what went wrong. */
export function failureDetail({ kind, error }: LoadFailure): string {
  if (kind === 'unsupported') {
    const name = error instanceof Error ? error.name : 'Error';
    return `It stopped with ${name}: ${messageOf(error).replace(/[.!?]$/, '')}.`;
  }
  const message = messageOf(error);
  if (!message || MODULE_NOT_DOWNLOADED.test(message)) return 'The download did not complete.';
  if (REQUEST_NOT_ANSWERED.test(message)) return 'The request got no answer.';
  // The data client's own errors say what failed and how ("… failed with status 500").
  return message.replace(/[^.!?]$/, '$&.');
}
