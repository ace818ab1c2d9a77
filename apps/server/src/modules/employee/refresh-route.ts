import type { FastifyInstance } from 'fastify';
import { RESULT_CODES } from '@back-office/domain/result-codes';
import type { Services } from '../../graphql/context';
import { refreshSession } from './employee.service';

/** POST /refresh-token: the REST twin of employee.refreshEmployeeToken. */
export function registerRefreshRoute(app: FastifyInstance, services: Services): void {
  app.post('/refresh-token', async (request, reply) => {
    const session = await refreshSession({ ...services, request, reply });
    if (!session) {
      return reply.code(401).send({ success: false, messageCode: 'UNAUTHENTICATED' });
    }
    return {
      success: true,
      messageCode: RESULT_CODES.TOKEN_REFRESHED,
      accessToken: session.token,
      expiresIn: session.expiresIn,
      refreshToken: session.refreshToken,
    };
  });
}
