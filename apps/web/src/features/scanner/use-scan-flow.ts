import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SCAN_RESET_MS } from '@back-office/domain/constants';
import { scanQrCode } from './api/scan-qr-code';
import { SCAN_HISTORY_KEY } from './api/scan-history';
import { processScan, ScanGate, type ScanOutcome } from './scan-flow';

// The scan flow: idle, processing (further codes ignored), success or error, and idle
// again 2.5 s later. The result stays on screen until the cashier scans again or closes it.
export function useScanFlow(merchantId: string, onOutcome: (outcome: ScanOutcome) => void) {
  const queryClient = useQueryClient();
  const [gate] = useState(() => new ScanGate());
  const [processing, setProcessing] = useState(false);
  // The attempt under way when an answer was lost (1, 2, ...), 0 while none was.
  const [retrying, setRetrying] = useState(0);
  const [result, setResult] = useState<ScanOutcome | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const onText = useCallback(
    async (text: string) => {
      if (!gate.accept(text, Date.now())) return;
      setProcessing(true);
      const outcome = await processScan(text, merchantId, scanQrCode, { onRetry: setRetrying });
      // The server writes every attempt it sees to the history; refusals made here never reach it.
      if (outcome.kind !== 'wrong-business' && outcome.kind !== 'missing-data')
        void queryClient.invalidateQueries({ queryKey: SCAN_HISTORY_KEY });
      setProcessing(false);
      setRetrying(0);
      setResult(outcome);
      onOutcome(outcome);
      resetTimer.current = setTimeout(() => gate.release(), SCAN_RESET_MS);
    },
    [gate, merchantId, queryClient, onOutcome],
  );

  const dismiss = useCallback(() => setResult(null), []);

  return { processing, retrying, result, onText, dismiss };
}
