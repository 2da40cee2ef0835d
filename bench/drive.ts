import autocannon from 'autocannon';

export type Figures = { rps: number; p50: number; p99: number; errors: number };

/**
 * Drives a server with autocannon for some seconds, every request on a path
 * freshly drawn from nextPath (autocannon rebuilds a request that has a
 * setupRequest before each send), so no fixed list of paths is replayed.
 */
export async function drive(
  url: string,
  connections: number,
  headers: Record<string, string>,
  nextPath: () => string,
  seconds: number,
): Promise<Figures> {
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: nextPath() }) }],
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.non2xx + r.errors + r.timeouts,
  };
}
