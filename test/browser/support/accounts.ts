// Accounts the browser-test server creates (scripts/browser-test-server.mjs) besides the demo ones.
export const BROWSER_ADMIN = { username: 'admin', password: 'lantern-keeper-42' };
