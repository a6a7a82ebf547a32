// What a miner does and what its score counts, in the one wording every page uses, so no page reads as
// a different job. Pure: imports only the constants.
import { SCORING } from './constants';

/** The miner's job as a clause, to follow a colon: "From then on: you retweet …". */
export const MINER_JOB_CLAUSE = `you retweet or reply to the task from your registered account; your score counts the authoritative accounts among your followers (the top ${SCORING.topInfluencers}) who reshare it after you`;

/** The miner's job as a sentence of its own. */
export const MINER_JOB = `${MINER_JOB_CLAUSE.charAt(0).toUpperCase()}${MINER_JOB_CLAUSE.slice(1)}.`;
