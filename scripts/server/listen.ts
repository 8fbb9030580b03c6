import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

type Handler = (request: IncomingMessage, response: ServerResponse, expectsContinue: boolean) => Promise<void>;
type Listening = { server: Server; port: number; close: () => Promise<void> };

/**
 * An HTTP server for `handle`, resolved once it listens (`port: 0` picks a free port). An unexpected
 * error ends only its own request. `expectsContinue`: the client waits for `100 Continue` before
 * its body, so an answer given first (an oversized upload refused) spares the upload.
 */
export async function listen(handle: Handler, port: number, host: string, log: (line: string) => void) {
  const dispatch = (request: IncomingMessage, response: ServerResponse, expectsContinue: boolean) => {
    handle(request, response, expectsContinue).catch((error: unknown) => {
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      log(`Unexpected error while answering ${request.method} ${JSON.stringify(request.url)}: ${detail}`);
      if (response.headersSent) return void response.destroy();
      response.writeHead(500, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        Connection: 'close',
      });
      response.end('Unexpected error');
    });
  };
  const server = createServer((request, response) => dispatch(request, response, false));
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => dispatch(request, response, true));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    server,
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  } satisfies Listening;
}
