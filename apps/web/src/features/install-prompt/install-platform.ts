// The add-to-home-screen prompt is for iOS and Android browsers, and not once the app
// runs installed (standalone). iPadOS presents itself as a Mac, told apart by its touch screen.
export type InstallPlatform = 'ios' | 'android';

export interface InstallEnvironment {
  userAgent: string;
  maxTouchPoints: number;
  standalone: boolean;
}

export function installPlatform({
  userAgent,
  maxTouchPoints,
  standalone,
}: InstallEnvironment): InstallPlatform | null {
  if (standalone) return null;
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  return null;
}

export function currentInstallEnvironment(): InstallEnvironment {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone:
      window.matchMedia('(display-mode: standalone)').matches ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true,
  };
}
