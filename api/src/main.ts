import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { API_PRODUCTION_NEEDS, loadApiConfig } from './config/api-config.js';
import { productionProblems, productionRefusal, stopOnSignals } from '@learnstar/shared';

const problems = productionProblems(process.env, API_PRODUCTION_NEEDS);
if (problems.length > 0) {
  console.error(productionRefusal(API_PRODUCTION_NEEDS.service, problems));
  process.exit(1);
}
const config = loadApiConfig();
// Imported once the start is known to be safe: a refusal answers before NestJS and Prisma load.
const { createApiApp } = await import('./bootstrap.js');
const api = await createApiApp({ config });
await api.app.listen(config.port, config.host);
api.logger.info(`api listening on ${config.host}:${config.port}; database: ${api.database.description}; redis: ${config.redisUrl ? 'rankings cached in redis' : 'not used (rankings cached in memory)'}`);
if (!api.servesClient) api.logger.warn(`client not built at ${config.clientDist}: run npm run build to serve the site`);

// Stop taking connections, let requests in flight (result writes, emails being handed over)
// finish, then close the database and Redis. A keep-alive client (a browser, nginx's upstream pool,
// the fault bench) sends its next request on its open connection and so kept a SIGTERMed API
// answering for minutes: from now each answer closes its connection, and whatever is still open
// after STOP_GRACE_MS is closed.
const STOP_GRACE_MS = 10_000;
stopOnSignals(async (reason) => {
  api.logger.info(`${reason}: finishing requests in flight, then stopping`);
  const http = api.app.getHttpServer() as Server;
  http.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => response.setHeader('connection', 'close'));
  const deadline = setTimeout(() => http.closeAllConnections(), STOP_GRACE_MS);
  deadline.unref();
  await api.close();
  clearTimeout(deadline);
});
