import net from 'node:net';

/** The Redis the realtime and cache tests use (the machine's, unless TEST_REDIS_URL says). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something listens at the Redis address (tests over Redis are skipped otherwise). */
export function redisAvailable(url = TEST_REDIS_URL): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
