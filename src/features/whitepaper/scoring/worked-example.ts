// The whitepaper's worked example: sample inputs run through the scoring functions. Pure: no React.
import { baseScore } from './base-score';
import { movingAverage } from './moving-average';
import { influenceOf, selectTopInfluencers, type CandidateInfluencer } from './select-top-influencers';
import { softmax, softmaxWeightedSum } from './softmax';

/** A follower of the sample miner, with what validators measured about it. */
export interface SampleInfluencer extends CandidateInfluencer {
  /** Did it reshare (retweet or reply to) the task post, verified as authentic? */
  resharedTask: boolean;
  followerQuality: number;
  spamPenalty: number;
  emptyOrNewFollowers: boolean;
}

export interface SampleMiner {
  handle: string;
  /** The miner's score after the previous round. */
  previousScore: number;
  followers: SampleInfluencer[];
}

/** The sample miner the whitepaper's worked example scores. */
export const SAMPLE_MINER: SampleMiner = {
  handle: 'sample_miner',
  previousScore: 0.62,
  followers: [
    {
      handle: 'pump_pete',
      followers: 1_200_000,
      engagementRate: 0.002,
      authenticity: 0.35,
      resharedTask: true,
      followerQuality: 0.3,
      spamPenalty: 0.6,
      emptyOrNewFollowers: true,
    },
    {
      handle: 'chain_chloe',
      followers: 540_000,
      engagementRate: 0.009,
      authenticity: 0.62,
      resharedTask: true,
      followerQuality: 0.55,
      spamPenalty: 0.3,
      emptyOrNewFollowers: true,
    },
    {
      handle: 'defi_daria',
      followers: 182_000,
      engagementRate: 0.031,
      authenticity: 0.94,
      resharedTask: true,
      followerQuality: 0.88,
      spamPenalty: 0.05,
      emptyOrNewFollowers: false,
    },
    {
      handle: 'tensor_tom',
      followers: 96_000,
      engagementRate: 0.048,
      authenticity: 0.91,
      resharedTask: true,
      followerQuality: 0.82,
      spamPenalty: 0.1,
      emptyOrNewFollowers: false,
    },
    {
      handle: 'ml_mateo',
      followers: 41_000,
      engagementRate: 0.062,
      authenticity: 0.97,
      resharedTask: false,
      followerQuality: 0.9,
      spamPenalty: 0.02,
      emptyOrNewFollowers: false,
    },
    {
      handle: 'node_nina',
      followers: 23_000,
      engagementRate: 0.05,
      authenticity: 0.89,
      resharedTask: true,
      followerQuality: 0.76,
      spamPenalty: 0.02,
      emptyOrNewFollowers: false,
    },
  ],
};

interface RankedInfluencer extends SampleInfluencer {
  rank: number;
  influence: number;
}

export interface ScoredInfluencer extends RankedInfluencer {
  baseScore: number;
  weight: number;
  /** weight × baseScore: this influencer's share of the round score. */
  contribution: number;
}

export interface WorkedExample {
  miner: SampleMiner;
  /** Phase 2: the selected influencers, best first. */
  ranked: RankedInfluencer[];
  /** Phases 3 and 4: the selected influencers that reshared, with their scores. */
  scored: ScoredInfluencer[];
  roundScore: number;
  newScore: number;
}

/** Every figure of the worked example, computed by the scoring functions. */
export function computeWorkedExample(miner: SampleMiner = SAMPLE_MINER): WorkedExample {
  const ranked = selectTopInfluencers(miner.followers).map((influencer, index) => ({
    ...influencer,
    rank: index + 1,
    influence: influenceOf(influencer),
  }));
  const engaged = ranked.filter((influencer) => influencer.resharedTask);
  const bases = engaged.map((influencer) =>
    baseScore(influencer.followerQuality, influencer.spamPenalty, influencer.emptyOrNewFollowers),
  );
  const weights = softmax(bases);
  const scored = engaged.map((influencer, index) => {
    const base = bases[index] ?? 0;
    const weight = weights[index] ?? 0;
    return { ...influencer, baseScore: base, weight, contribution: base * weight };
  });
  const roundScore = softmaxWeightedSum(bases);
  return { miner, ranked, scored, roundScore, newScore: movingAverage(miner.previousScore, roundScore) };
}
