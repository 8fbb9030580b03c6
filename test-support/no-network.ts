import net from 'node:net';

/**
 * The unit tests need no network: a connection to anything but this computer (a loopback address
 * or a local socket file) throws, naming where it was going, before any name is looked up. Every
 * TCP or TLS connection in Node goes through net.Socket's connect, so fetch, http and the services'
 * clients are all held; a child process is not (the tests start none that reach out).
 */
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/i;
const GUARDED = Symbol.for('unit-tests.refuse-network');

type Destination = { host?: string; port?: number | string; path?: string };

/** Where a call of connect is going, in each of its forms: (options), (port, host), (path), or Node's own normalised array. */
function destinationOf(args: unknown[]): Destination {
  const [first, second] = args;
  if (Array.isArray(first)) return destinationOf(first);
  if (typeof first === 'string' && !/^\d+$/.test(first)) return { path: first };
  if (typeof first === 'number' || typeof first === 'string') {
    return { port: first, host: typeof second === 'string' ? second : undefined };
  }
  return first ?? {};
}

/** Installs the refusal once in this process (each test file's setup calls it). */
export function refuseNetwork(): void {
  const prototype = net.Socket.prototype as net.Socket & { [GUARDED]?: true };
  if (prototype[GUARDED]) return;
  const connect = Object.getOwnPropertyDescriptor(net.Socket.prototype, 'connect')!.value as (
    this: net.Socket,
    ...args: unknown[]
  ) => net.Socket;
  prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const { host = 'localhost', port, path } = destinationOf(args);
    if (path === undefined && !LOOPBACK.test(host)) {
      throw new Error(`The unit tests need no network, but something connected to ${host}:${String(port)}.`);
    }
    return connect.apply(this, args);
  };
  prototype[GUARDED] = true;
}
