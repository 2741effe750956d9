// Accounts the browser tests' template database holds besides the demo ones (made by the
// compiled user-create in test/browser/support/global-setup.ts).
export const BROWSER_ADMIN = { username: 'operator', password: 'Kilimanjaro-browser-key-2026' };
