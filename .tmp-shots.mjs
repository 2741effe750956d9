import { chromium } from '@playwright/test';
const base = 'http://localhost:4352';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const which = process.argv[2] ?? 'phone';
const viewport = which === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 };
const context = await browser.newContext({ viewport, baseURL: base });
const page = await context.newPage();
const res = await page.request.post('/api/login', { data: { username: 'admin1', password: 'admin-pass-123' } });
console.log('login', res.status());
const routes = (process.argv[3] ?? '/admin,/admin/packages,/admin/packages/tour-1,/admin/reports,/admin/users,/admin/settings,/admin/audit,/admin/photos').split(',');
for (const route of routes) {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const name = `${which}-${route.replaceAll('/', '_') || 'home'}`;
  await page.screenshot({ path: `/tmp/bo-shots/${name}.png`, fullPage: true });
  console.log('shot', name);
}
await browser.close();
