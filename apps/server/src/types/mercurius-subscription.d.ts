// Mercurius' websocket subscription server, which it mounts only with its own HTTP routes.
declare module 'mercurius/lib/subscription.js' {
  import type { FastifyPluginAsync } from 'fastify';
  const subscriptionRoutes: FastifyPluginAsync<Record<string, unknown>>;
  export default subscriptionRoutes;
}
