// The worked example in the address: ?example=1~pump_pete.ppxc.20.35.30.60.3~… names every row (handle,
// followers in base 36, engagement in hundredths of a percent, authenticity, follower quality and
// spam penalty in hundredths, then 1 for reshared + 2 for empty or new followers). Reading accepts
// only what the controls can show: anything else is refused with a reason, and the caller loads the
// default. Pure: no React, no DOM.
import { EXAMPLE_PARAM } from './example-param';
import { EXAMPLE_LIMITS, isHandle, type ExampleRow } from './example-state';

const VERSION = '1';
const ROW_SEPARATOR = '~';
const FIELD_SEPARATOR = '.';

const RESHARED = 1;
const EMPTY_OR_NEW = 2;

/** The rows as the address's compact text (what follows `?example=`). */
export function encodeExample(rows: readonly ExampleRow[]): string {
  const encoded = rows.map((row) =>
    [
      row.handle,
      row.followers.toString(36),
      Math.round(row.engagementRate * EXAMPLE_LIMITS.engagementSteps),
      Math.round(row.authenticity * EXAMPLE_LIMITS.fractionSteps),
      Math.round(row.followerQuality * EXAMPLE_LIMITS.fractionSteps),
      Math.round(row.spamPenalty * EXAMPLE_LIMITS.fractionSteps),
      (row.resharedTask ? RESHARED : 0) + (row.emptyOrNewFollowers ? EMPTY_OR_NEW : 0),
    ].join(FIELD_SEPARATOR),
  );
  return [VERSION, ...encoded].join(ROW_SEPARATOR);
}

type DecodedExample = { rows: ExampleRow[] } | { error: string };

/** A whole number written in `radix` (no sign, no spaces, at most 9 digits) from 0 to `max`, or null. */
function whole(text: string, radix: 10 | 36, max: number): number | null {
  const digits = radix === 10 ? /^[0-9]{1,9}$/ : /^[0-9a-z]{1,9}$/;
  if (!digits.test(text)) return null;
  const value = Number.parseInt(text, radix);
  return value <= max ? value : null;
}

function decodeRow(text: string, position: number): ExampleRow | string {
  const fields = text.split(FIELD_SEPARATOR);
  if (fields.length !== 7) return `row ${position} has ${fields.length} fields, not 7`;
  const [handle = '', followers, engagement, authenticity, quality, spam, flags] = fields;
  if (!isHandle(handle)) return `row ${position}'s handle is not 1 to 20 of a-z, 0-9 and _`;
  const steps = EXAMPLE_LIMITS.fractionSteps;
  const numbers = [
    whole(followers!, 36, EXAMPLE_LIMITS.maxFollowers),
    whole(engagement!, 10, EXAMPLE_LIMITS.engagementSteps),
    whole(authenticity!, 10, steps),
    whole(quality!, 10, steps),
    whole(spam!, 10, steps),
    whole(flags!, 10, RESHARED + EMPTY_OR_NEW),
  ];
  if (numbers.some((n) => n === null)) return `row ${position} has a value outside its control's range`;
  const [f, e, a, q, p, bits] = numbers as number[];
  return {
    handle,
    followers: f!,
    engagementRate: e! / EXAMPLE_LIMITS.engagementSteps,
    authenticity: a! / steps,
    followerQuality: q! / steps,
    spamPenalty: p! / steps,
    resharedTask: (bits! & RESHARED) !== 0,
    emptyOrNewFollowers: (bits! & EMPTY_OR_NEW) !== 0,
  };
}

/** The rows `text` names, or why it names none. Never throws, whatever `text` holds. */
function decodeExample(text: string): DecodedExample {
  // Longer than the most rows could ever need: refused before it is split.
  const longest = (EXAMPLE_LIMITS.maxRows + 1) * 64;
  if (text.length > longest) return { error: `it is longer than ${longest} characters` };
  const [version, ...parts] = text.split(ROW_SEPARATOR);
  if (version !== VERSION) return { error: `it does not start with version ${VERSION}` };
  if (parts.length < EXAMPLE_LIMITS.minRows || parts.length > EXAMPLE_LIMITS.maxRows)
    return { error: `it has ${parts.length} rows, not ${EXAMPLE_LIMITS.minRows} to ${EXAMPLE_LIMITS.maxRows}` };
  const rows: ExampleRow[] = [];
  for (const [index, part] of parts.entries()) {
    const row = decodeRow(part, index + 1);
    if (typeof row === 'string') return { error: row };
    if (rows.some((other) => other.handle === row.handle)) return { error: `@${row.handle} appears twice` };
    rows.push(row);
  }
  return { rows };
}

/** The example an address's query asks for: null when it has none, else the rows or why not. */
export function readExampleAddress(search: string): DecodedExample | null {
  const text = new URLSearchParams(search).get(EXAMPLE_PARAM);
  return text === null ? null : decodeExample(text);
}

/** `search` with the example parameter set to `rows` (or removed, for null), other parameters kept. */
export function writeExampleAddress(search: string, rows: readonly ExampleRow[] | null): string {
  const params = new URLSearchParams(search);
  if (rows) params.set(EXAMPLE_PARAM, encodeExample(rows));
  else params.delete(EXAMPLE_PARAM);
  // URLSearchParams would escape ~ as %7E: it needs no escaping in a query, and reads shorter bare.
  const query = params.toString().replace(/%7E/g, '~');
  return query ? `?${query}` : '';
}
