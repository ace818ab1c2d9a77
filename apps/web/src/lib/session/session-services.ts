import { startProactiveRefresh } from './proactive-refresh';
import { runStartUpCheck } from './start-up-check';

// What looks after a session: the start-up check and the proactive refresh.
export function startSessionServices(): void {
  startProactiveRefresh();
  void runStartUpCheck();
}
