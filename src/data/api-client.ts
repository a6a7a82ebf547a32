// The one place that knows where data comes from. Point VITE_API_BASE_URL at a real API to
// replace the static files under assets/data/.

/** Base URL of the data API; defaults to the static sample files the site ships. */
const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL ?? '/data').replace(/\/$/, '');

/** Resource paths relative to the base URL. */
const ENDPOINTS = {
  leaderboard: 'leaderboard.json',
  dashboardSummary: 'dashboard-summary.json',
  tasks: 'tasks.json',
  interestedInfluencers: 'interested-influencers.json',
} as const;

export type Endpoint = keyof typeof ENDPOINTS;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
  ) {
    super(`Request to ${url} failed with status ${status}`);
    this.name = 'HttpError';
  }
}

/** Where a resource lives: a path on this site, or a URL when the base URL is absolute. */
export const endpointUrl = (endpoint: Endpoint) => `${API_BASE_URL}/${ENDPOINTS[endpoint]}`;

/** GET a JSON resource; throws HttpError on a non-2xx answer. */
export async function fetchJson<T>(endpoint: Endpoint, signal?: AbortSignal): Promise<T> {
  const url = endpointUrl(endpoint);
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new HttpError(response.status, url);
  return (await response.json()) as T;
}
