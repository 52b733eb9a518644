import net, { type AddressInfo } from 'node:net';
import { startServer } from '../e2e/harness.ts';

type Server = Awaited<ReturnType<typeof startServer>>;

/**
 * `count` API instances on the same PostgreSQL and Redis, behind one port: a round-robin TCP proxy
 * (each new connection, streams included, goes to the next instance), as a layer-4 load balancer
 * without sticky sessions would do. TCP, not HTTP: the proxy runs in the bench process beside the
 * 1,000 stream readers, and re-parsing every SSE chunk there measured the proxy, not the API
 * (decision 191). Connections are short except the streams (`fetch` keeps its calls on one socket
 * per instance; the calls still land on instances other than most streams').
 */
export async function startCluster(env: Record<string, string>, count = 3) {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) servers.push(await startServer(env));
  } catch (error) {
    await Promise.all(servers.map((s) => s.stop()));
    throw error;
  }
  const targets = servers.map((s) => new URL(s.url));
  const sockets = new Set<net.Socket>();
  let next = 0;
  const proxy = net.createServer((client) => {
    const target = targets[next++ % targets.length] as URL;
    const upstream = net.connect({ host: target.hostname, port: Number(target.port) });
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return {
    url,
    async stop() {
      for (const socket of sockets) socket.destroy();
      proxy.close();
      await Promise.all(servers.map((s) => s.stop()));
    },
  };
}
