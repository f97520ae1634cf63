// Throughput measured the same way for the product and its bare baseline: autocannon, 50
// connections on loopback, alternating baseline and product so the machine's drift (other
// processes, CPU clocks) falls on both.
import autocannon from 'autocannon'

export const CONNECTIONS = 50

export async function requestsPerSecond(url, { headers = {}, seconds = 3 } = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers })
  const failed = result.errors + result.non2xx
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`)
  return result.requests.average
}

/** Baseline, product, baseline, product, …: the mean of each and their ratio. */
export async function interleaved(baseline, product, { rounds = 2, seconds = 3 } = {}) {
  const sums = { baseline: 0, product: 0 }
  for (let round = 0; round < rounds; round++) {
    sums.baseline += await requestsPerSecond(baseline.url, { ...baseline, seconds })
    sums.product += await requestsPerSecond(product.url, { ...product, seconds })
  }
  const baselineRate = sums.baseline / rounds
  const productRate = sums.product / rounds
  return {
    'baseline req/s': Math.round(baselineRate),
    'product req/s': Math.round(productRate),
    ratio: +(productRate / baselineRate).toFixed(2),
  }
}
