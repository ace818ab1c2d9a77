import { createServer } from 'node:http';
import { startMailCatcher } from '../../server/src/test/mail-catcher';

// A real SMTP server for the browser tests: the app servers send their mail here (SMTP_URL), and
// the tests read what arrived over HTTP, as a person would open the email they were sent.
const smtpPort = Number(process.env.SMTP_PORT ?? 4125);
const httpPort = Number(process.env.HTTP_PORT ?? 4126);

const { received } = await startMailCatcher(smtpPort);

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname === '/healthz') {
    response.end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const mails = to ? received.filter((mail) => mail.to.includes(to)) : received;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(mails));
    return;
  }
  response.statusCode = 404;
  response.end();
}).listen(httpPort, '127.0.0.1');
