import { expect } from '@playwright/test';

export const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 4126);

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** The mails the app sent to an address, oldest first, as the e2e mail catcher received them. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(
    `http://127.0.0.1:${MAIL_HTTP_PORT}/messages?to=${encodeURIComponent(to)}`,
  );
  return (await response.json()) as ReceivedMail[];
}

/**
 * The link of the newest mail to an address, as a path with its query (so it opens on the server
 * under test whatever PUBLIC_URL the mail was written with). Waits for the mail to arrive.
 */
export async function linkFromMail(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const newest = (await mailsTo(to)).at(-1);
      const match = newest?.text.match(/https?:\/\/\S+/);
      link = match ? match[0] : undefined;
      return link;
    })
    .toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}
