import { useCallback, useEffect, useRef, useState } from 'react';
import { CAMERA_CONSTRAINTS } from '@back-office/domain/constants';
import { translator } from '../../lib/i18n/i18n';
import { showToast } from '../../lib/toast';

// Checking, then granted, denied or prompt; 'starting' while the stream opens.
export type CameraStatus = 'checking' | 'prompt' | 'denied' | 'starting' | 'granted';

async function permissionState(): Promise<PermissionState> {
  try {
    const status = await navigator.permissions.query({ name: 'camera' as PermissionName });
    return status.state;
  } catch {
    // Browsers that cannot tell (Firefox, older Safari) ask when the camera is opened.
    return 'prompt';
  }
}

async function hasCamera(): Promise<boolean> {
  if (!navigator.mediaDevices?.enumerateDevices) return false;
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices.some((device) => device.kind === 'videoinput');
}

function isMissingCamera(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    ['NotFoundError', 'OverconstrainedError', 'DevicesNotFoundError'].includes(error.name)
  );
}

// 'No camera found on this device' is a toast, and the camera counts as denied.
function reportNoCamera(): 'denied' {
  showToast('error', translator.t('noCameraFound'));
  return 'denied';
}

const stopTracks = (stream: MediaStream | null) =>
  stream?.getTracks().forEach((track) => track.stop());

// The rear camera's stream, from the permission check to its end when the scanner
// closes. retry() checks again; requestAccess() asks (on a tap, as iOS requires).
export function useCamera() {
  const [status, setStatus] = useState<CameraStatus>('checking');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [check, setCheck] = useState(0);
  const open = useRef<MediaStream | null>(null);
  // Bumped by every check and on close, so that a late answer of an earlier one is dropped.
  const generation = useRef(0);

  const start = useCallback(async (current: number) => {
    setStatus('starting');
    try {
      const opened = await navigator.mediaDevices.getUserMedia({
        video: { ...CAMERA_CONSTRAINTS },
        audio: false,
      });
      if (current !== generation.current) {
        stopTracks(opened);
        return;
      }
      open.current = opened;
      setStream(opened);
      setStatus('granted');
    } catch (error) {
      if (current === generation.current)
        setStatus(isMissingCamera(error) ? reportNoCamera() : 'denied');
    }
  }, []);

  useEffect(() => {
    const current = ++generation.current;
    void (async () => {
      const [found, permission] = await Promise.all([hasCamera(), permissionState()]);
      if (current !== generation.current) return;
      if (!found) setStatus(reportNoCamera());
      else if (permission === 'granted') await start(current);
      else setStatus(permission);
    })();
    return () => {
      generation.current += 1;
      stopTracks(open.current);
      open.current = null;
    };
  }, [check, start]);

  const retry = useCallback(() => {
    setStatus('checking');
    setCheck((count) => count + 1);
  }, []);
  const requestAccess = useCallback(() => void start(generation.current), [start]);

  return { status, stream, retry, requestAccess };
}
