// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataClient, type DataClient, type Query } from './data-client';
import { useQuery } from './use-query';

function Greeting({ query, client }: { query: Query<string>; client: DataClient }) {
  const { data, error, isPending, isError, isFetching, refetch } = useQuery(query, client);
  if (isPending) return <p>loading</p>;
  if (isError) {
    return (
      <button type="button" onClick={() => void refetch()}>
        {isFetching ? 'retrying' : `retry after ${error.message}`}
      </button>
    );
  }
  return <p>{data}</p>;
}

/** A query answered by hand: call resolve() or reject() for each request. */
function manualQuery() {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const fetch = vi.fn(() => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })));
  const query: Query<string> = { key: 'greeting', fetch };
  const answer = (value: string) => act(async () => pending.shift()!.resolve(value));
  return { query, fetch, answer, pending };
}

/** A client that has already loaded `value` for the returned query. */
async function cachedQuery(value: string) {
  const fetch = vi.fn(async () => value);
  const query: Query<string> = { key: 'greeting', fetch };
  const client = createDataClient();
  await client.fetch(query);
  return { query, fetch, client };
}

afterEach(cleanup);

describe('useQuery', () => {
  it('renders what the cache holds on the server (the pre-render step seeds it), without fetching', async () => {
    const { query, fetch, client } = await cachedQuery('hello');
    expect(renderToString(<Greeting query={query} client={client} />)).toBe('<p>hello</p>');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('renders the pending state on the server when nothing is cached, without fetching', () => {
    const { query, fetch } = manualQuery();
    expect(renderToString(<Greeting query={query} client={createDataClient()} />)).toBe('<p>loading</p>');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('hydrates server markup rendered from seeded data without a mismatch or a request', async () => {
    const { query, fetch } = manualQuery();
    const server = createDataClient();
    server.seed(query, 'hello');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting query={query} client={server} />);
    const browser = createDataClient();
    browser.seed(query, 'hello');
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <Greeting query={query} client={browser} />, { onRecoverableError }),
    );

    expect(container.innerHTML).toBe('<p>hello</p>');
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('fetches once hydrated, when the cache is empty', async () => {
    const { query, fetch, answer } = manualQuery();
    const client = createDataClient();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting query={query} client={client} />);
    const root = await act(async () => hydrateRoot(container, <Greeting query={query} client={client} />));

    expect(container.innerHTML).toBe('<p>loading</p>');
    expect(fetch).toHaveBeenCalledTimes(1);
    await answer('hello');
    expect(container.innerHTML).toBe('<p>hello</p>');
    act(() => root.unmount());
  });

  it('shows cached data on the first render of a later mount, without a request', async () => {
    const { query, fetch, answer } = manualQuery();
    const client = createDataClient();
    const first = render(<Greeting query={query} client={client} />);
    await answer('hello');
    first.unmount();

    const renders: string[] = [];
    function Spy() {
      const { isPending, data } = useQuery(query, client);
      renders.push(isPending ? 'pending' : String(data));
      return null;
    }
    render(<Spy />);
    expect(renders).toEqual(['hello']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shares one request between components reading the same query', async () => {
    const { query, fetch, answer } = manualQuery();
    const client = createDataClient();
    render(
      <>
        <Greeting query={query} client={client} />
        <Greeting query={query} client={client} />
      </>,
    );
    await answer('hello');
    expect(screen.getAllByText('hello')).toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows the error after the retries, and refetch recovers', async () => {
    const { query, fetch, pending, answer } = manualQuery();
    const client = createDataClient({ retry: 0, retryDelay: () => 0, gcTimeMs: 1000, staleTimeMs: 1000 });
    render(<Greeting query={query} client={client} />);
    await act(async () => pending.shift()!.reject(new Error('status 500')));

    const button = screen.getByRole('button', { name: 'retry after status 500' });
    act(() => button.click());
    expect(button.textContent).toBe('retrying');
    await answer('hello');
    expect(screen.getByText('hello')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
