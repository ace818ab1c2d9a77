import type { FastifyInstance } from 'fastify';
import { advanceClock, now, resetClock, setClock } from './clock';
import type { JobQueue } from './queue';

/**
 * Test servers only (TEST_CLOCK=1, refused with NODE_ENV=production by loadConfig): browser and
 * process tests move this server's clock, and the scheduled jobs whose slot has come start at
 * once. `POST /test/clock` with `{"advanceMs": n}`, `{"at": "ISO time"}` or `{"reset": true}`
 * answers `{"now": …, "started": [job names]}`; `GET /test/clock` answers `{"now": …}`.
 */
export function registerClockRoute(app: FastifyInstance, queue: JobQueue): void {
  app.get('/test/clock', async () => ({ now: now().toISOString() }));
  app.post<{ Body: { advanceMs?: unknown; at?: unknown; reset?: unknown } | null }>(
    '/test/clock',
    async (request, reply) => {
      const { advanceMs, at, reset } = request.body ?? {};
      const before = now().getTime();
      if (reset === true) resetClock();
      else if (typeof advanceMs === 'number' && Number.isFinite(advanceMs)) advanceClock(advanceMs);
      else if (typeof at === 'string' && !Number.isNaN(Date.parse(at))) setClock(new Date(at));
      else {
        return reply
          .code(400)
          .send({ error: 'Send {"advanceMs": number}, {"at": "ISO time"} or {"reset": true}' });
      }
      if (now().getTime() < before) await queue.forgetFutureSlots();
      const started = await queue.runDueSchedules();
      return { now: now().toISOString(), started };
    },
  );
}
