// The catalogue's baseline: a bare node:http server sending the same bytes the product
// sends for each address (read from the JSON file named by BENCH_BODIES: path -> body).
import { readFileSync } from 'node:fs'
import http from 'node:http'

const bodies = new Map(
  Object.entries(JSON.parse(readFileSync(process.env.BENCH_BODIES, 'utf8'))).map(
    ([pathname, body]) => [pathname, Buffer.from(body)],
  ),
)
http
  .createServer((request, response) => {
    const body = bodies.get(request.url)
    if (!body) return response.writeHead(404).end()
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    })
    response.end(body)
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'))
