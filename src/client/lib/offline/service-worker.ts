// Registers the service worker (built by vite-plugin-pwa, vite.config.ts) once the page has
// loaded, so installing it (it downloads every screen's files for offline use) never competes
// with the first screen. Production builds only: development serves sources, not a build.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined); // unsupported or refused: the app works online
  };
  if (document.readyState === 'complete') setTimeout(register, 0);
  else window.addEventListener('load', () => setTimeout(register, 0), { once: true });
}
