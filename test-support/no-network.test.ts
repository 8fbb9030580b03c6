/** @jest-environment node */
import { once } from 'node:events';
import net from 'node:net';

/* test-support/jest-setup.ts refuses the network to every test file (test-support/no-network.ts). */
describe('the unit tests without the network', () => {
  it.each([
    ['a host by name', () => net.connect(443, 'registry.example')],
    ['an address by options', () => net.connect({ host: '192.0.2.1', port: 80 })],
    ['an address by a socket of its own', () => new net.Socket().connect(80, '192.0.2.1')],
  ])('refuse a connection to %s, naming it', (_what, connect) => {
    expect(connect).toThrow(
      /The unit tests need no network, but something connected to (registry\.example:443|192\.0\.2\.1:80)/,
    );
  });

  it('still reach a server on this computer', async () => {
    const server = net.createServer((socket) => socket.end('hello'));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as net.AddressInfo;
    const client = net.connect(port, '127.0.0.1');
    const [data] = (await once(client, 'data')) as [Buffer];
    expect(data.toString()).toBe('hello');
    client.destroy();
    server.close();
  });
});
