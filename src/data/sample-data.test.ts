// Validates the static sample data under assets/data/ the way the site reads it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCompact } from '../lib/format';
import { DISTRIBUTION, SUPPLY_PROJECTION } from './tokenomics';
import type { DashboardSummary, InterestedInfluencer, Leaderboard, TweetTask } from './types';

const load = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`../../assets/data/${file}`, import.meta.url), 'utf8')) as T;

const leaderboard = load<Leaderboard>('leaderboard.json');
const tasks = load<TweetTask[]>('tasks.json');
const influencers = load<InterestedInfluencer[]>('interested-influencers.json');
const summary = load<DashboardSummary>('dashboard-summary.json');

const SS58 = /^5[C-H][1-9A-HJ-NP-Za-km-z]{46}$/;

describe('leaderboard.json', () => {
  const { entries } = leaderboard;

  it('holds the top 10, ranked 1 to 10 by daily rewards', () => {
    expect(entries).toHaveLength(10);
    expect(entries.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const rewards = entries.map((e) => e.dailyTaoRewards);
    expect(rewards).toEqual([...rewards].sort((a, b) => b - a));
  });

  it('uses SS58-shaped hotkeys, all different', () => {
    for (const { hotkey } of entries) expect(hotkey).toMatch(SS58);
    expect(new Set(entries.map((e) => e.hotkey)).size).toBe(entries.length);
  });

  it('keeps scores within 0 to 10 and rewards at two decimals', () => {
    for (const e of entries) {
      expect(e.influencingScore).toBeGreaterThanOrEqual(0);
      expect(e.influencingScore).toBeLessThanOrEqual(10);
      expect(Math.round(e.dailyTaoRewards * 100) / 100).toBe(e.dailyTaoRewards);
      expect(e.avatar.length).toBeGreaterThan(0);
    }
  });
});

describe('tasks.json', () => {
  it('has tasks with unique ids, valid engagement and non-negative counts', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(3);
    expect(new Set(tasks.map((t) => t.id)).size).toBe(tasks.length);
    for (const t of tasks) {
      expect(['high', 'medium']).toContain(t.engagement);
      expect(t.reward).toMatch(/^[\d,]+ TAO$/);
      for (const n of [t.likes, t.retweets, t.replies, t.shares, t.influencers]) {
        expect(Number.isInteger(n) && n >= 0).toBe(true);
      }
    }
  });
});

describe('interested-influencers.json', () => {
  it('has more influencers than the list shows by default, each readable', () => {
    expect(influencers.length).toBeGreaterThan(4);
    expect(new Set(influencers.map((i) => i.handle)).size).toBe(influencers.length);
    for (const i of influencers) {
      expect(parseCompact(i.followers)).toBeGreaterThan(0);
      expect(['high', 'medium']).toContain(i.engagement);
      expect(i.handle).toMatch(/^[A-Za-z0-9_]{1,15}$/);
      expect(i.avatar).toMatch(/^\/avatars\/[\w-]+\.svg$/);
    }
  });
});

describe('dashboard-summary.json', () => {
  it('has plausible figures', () => {
    expect(summary.thisMonth).toBeLessThanOrEqual(summary.totalEarned);
    expect(summary.successRate).toBeGreaterThan(0);
    expect(summary.successRate).toBeLessThanOrEqual(1);
    expect(Number.isInteger(summary.influencersReached)).toBe(true);
  });
});

describe('tokenomics', () => {
  it('splits emissions 18 / 41 / 41, summing to 100', () => {
    expect(DISTRIBUTION.map((s) => [s.name, s.value])).toEqual([
      ['Subnet Owner', 18],
      ['Validators', 41],
      ['Miners', 41],
    ]);
    expect(DISTRIBUTION.reduce((sum, s) => sum + s.value, 0)).toBe(100);
  });

  it('projects supply exactly as the spec tables it', () => {
    expect(SUPPLY_PROJECTION.map((p) => [p.month, p.circulating, p.burned, p.total])).toEqual([
      [0, 1000, 0, 1000],
      [3, 2500, 8000, 10500],
      [6, 5000, 12000, 17000],
      [9, 8500, 14000, 22500],
      [12, 15000, 15000, 30000],
      [18, 25000, 16000, 41000],
      [24, 40000, 17000, 57000],
    ]);
    for (const p of SUPPLY_PROJECTION) expect(p.circulating + p.burned).toBe(p.total);
  });
});
