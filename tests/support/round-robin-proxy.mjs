// A reverse proxy on loopback in front of several instances of the site, for the fleet's
// end-to-end test and benchmark (issue 22): round-robin, as nginx's `upstream` block does by
// default. Bodies stream both ways (uploads are up to 50 MB); X-Forwarded-For gets the client's
// address appended (nginx's `proxy_add_x_forwarded_for`); and, like `proxy_next_upstream error`,
// the next instance is tried only when connecting fails, before anything of the request was sent.
// A request cut off later is answered 502 (or, once the answer has begun, cut off too).
import { Agent, createServer, request as httpRequest } from 'node:http';
import { pipeline } from 'node:stream';

/** Headers of one connection, never forwarded (RFC 9110, section 7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];

const withoutHopByHop = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));

/**
 * Starts the proxy on 127.0.0.1. `served` records each answer: which upstream port gave it
 * (`undefined` when none could be reached) and its status, in the order the answers began.
 */
export async function startRoundRobinProxy(upstreamPorts, { port = 0 } = {}) {
  let upstreams = [...upstreamPorts];
  let turn = 0;
  const served = [];
  // Connections to the instances are kept open between requests; Node closes an idle one before
  // the instance's keep-alive timeout (its `Keep-Alive: timeout` hint), so none is reused as it closes.
  const agent = new Agent({ keepAlive: true });

  const server = createServer((request, response) => {
    const forwardedFor = request.headers['x-forwarded-for'];
    const client = request.socket.remoteAddress ?? '';
    const headers = { ...withoutHopByHop(request.headers), 'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${client}` : client };
    // A client that goes away mid-upload: its request upstream is ended below.
    request.on('error', () => undefined);
    const record = (upstream, status) => served.push({ method: request.method, path: request.url, upstream, status });
    const fail = (upstream) => {
      if (response.destroyed) return;
      // The answer has begun: the client sees it cut off, as it was.
      if (response.headersSent) return response.destroy();
      record(upstream, 502);
      // The rest of the upload is read and dropped, so the client hears the answer.
      request.unpipe();
      request.resume();
      response.writeHead(502, { 'content-type': 'text/plain', connection: 'close' }).end('Bad gateway');
    };
    // This request's turn, then the next ones in order when an instance cannot be reached.
    const order = upstreams.map((_, index) => upstreams[(turn + index) % upstreams.length]);
    turn = (turn + 1) % Math.max(1, upstreams.length);

    const attempt = (index) => {
      const upstream = order[index];
      if (upstream === undefined) return fail(undefined);
      const outgoing = httpRequest({ host: '127.0.0.1', port: upstream, method: request.method, path: request.url, headers, agent });
      let connected = false;
      // Nothing of the request is read before the connection stands: until then another
      // instance can still take it whole.
      outgoing.on('socket', (socket) => {
        const send = () => {
          connected = true;
          request.pipe(outgoing);
        };
        if (socket.connecting) socket.once('connect', send);
        else send();
      });
      outgoing.on('response', (incoming) => {
        record(upstream, incoming.statusCode);
        response.writeHead(incoming.statusCode ?? 502, incoming.statusMessage, withoutHopByHop(incoming.headers));
        pipeline(incoming, response, () => undefined);
      });
      outgoing.on('error', () => {
        if (!connected && !response.headersSent && !response.destroyed) return attempt(index + 1);
        fail(upstream);
      });
      // The client went away before its answer was complete: so does the request upstream.
      response.on('close', () => {
        if (!response.writableFinished) outgoing.destroy();
      });
    };
    attempt(0);
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  return {
    port: server.address().port,
    served,
    /** Changes the instances behind the proxy, for the next requests. */
    setUpstreams(ports) {
      upstreams = [...ports];
      turn = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      agent.destroy();
    },
  };
}
