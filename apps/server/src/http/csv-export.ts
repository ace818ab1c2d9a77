import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rolesCan, type Action } from '@back-office/domain/actions';
import type { BusinessCaller } from '../graphql/access-rules';
import type { Services } from '../graphql/context';

export { csvLine } from '@back-office/domain/csv';

/**
 * The caller of an export: the bearer token's employee acting for the selected business, holding
 * `action`; otherwise the reply is sent (401 or 403) and null returned.
 */
export function exportCaller(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  action: Action,
): BusinessCaller | null {
  const header = request.headers.authorization;
  const verified = header?.startsWith('Bearer ')
    ? services.tokens.verifyAccess(header.slice(7))
    : null;
  const selected = verified?.ok ? verified.claims.selectedBusiness : undefined;
  if (!verified?.ok || !selected) {
    void reply.code(401).send({ message: 'UNAUTHENTICATED' });
    return null;
  }
  if (!rolesCan(selected.roles, action)) {
    void reply.code(403).send({ message: 'FORBIDDEN' });
    return null;
  }
  return { ...verified.claims, selectedBusiness: selected } as BusinessCaller;
}

/**
 * Sends rows as a CSV download that is never cached: streamed when they come in batches, at once
 * (with its length) when they are already all in hand.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  lines: AsyncIterable<string> | string,
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(typeof lines === 'string' ? lines : Readable.from(lines));
}
