// Quotes from fictional sample personas: invented people, never real ones. Pure data.

export interface PersonaQuote {
  quote: string;
  /** A made-up name. */
  name: string;
  role: string;
}

export const PERSONA_QUOTES: readonly PersonaQuote[] = [
  {
    quote: 'Reach is cheap. Attention from people who actually listen is what moves a launch.',
    name: 'Mara Quillfeather',
    role: 'Growth lead, DeFi protocol',
  },
  {
    quote:
      'Bots can follow you. They cannot vouch for you. Scoring authority instead of headcount finally prices that in.',
    name: 'Devan Okonkwo-Hale',
    role: 'Validator operator',
  },
  {
    quote: 'I stopped counting followers and started counting the replies that changed someone’s mind.',
    name: 'Priya Vantanakul',
    role: 'Creator, AI research threads',
  },
  {
    quote: 'Paying for an authentic retweet from someone trusted beats buying a million impressions nobody remembers.',
    name: 'Tomás Brightwater',
    role: 'Head of marketing, wallet startup',
  },
];
