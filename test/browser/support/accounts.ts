// Accounts the browser-test server creates (scripts/browser-test-server.mjs) besides the demo ones.
export const BROWSER_ADMIN = { username: 'admin', password: 'Kilimanjaro-browser-key-2026' };
