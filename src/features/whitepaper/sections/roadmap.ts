// The whitepaper's roadmap (Future Development), quarter by quarter in order, from the whitepaper's date
// (June 2025). Pure data: imports nothing.

export interface RoadmapItem {
  quarter: string;
  title: string;
  detail: string;
}

export const ROADMAP: readonly RoadmapItem[] = [
  {
    quarter: 'Q3 2025',
    title: 'Organic task marketplace',
    detail: 'Businesses post their own tweets as tasks and pay for verified, authentic reach.',
  },
  {
    quarter: 'Q4 2025',
    title: 'Multi-platform support: LinkedIn and Instagram',
    detail: 'The same scoring, extended beyond X to professional and visual audiences.',
  },
  {
    quarter: 'Q1 2026',
    title: 'Advanced analytics',
    detail: 'Deeper reporting on engagement quality and campaign reach for miners and advertisers.',
  },
  {
    quarter: 'Q2 2026',
    title: 'Utility token liquidity pools on exchanges',
    detail: 'Liquidity for the utility token that businesses use to buy organic tasks.',
  },
];
