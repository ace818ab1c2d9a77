import base from './playwright.config';
export default { ...base, testDir: '/tmp/shots', testMatch: '**/*.spec.ts', projects: [{ name: 'app' }], webServer: [base.webServer![0]] };
