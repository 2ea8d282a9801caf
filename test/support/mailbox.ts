/** The local email server's mailbox (aws-ses-v2-local's `GET /store`). */
import { inject } from 'vitest';
import { eventually } from './eventually.js';

export interface SentEmail {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

export async function sentEmails(): Promise<SentEmail[]> {
  const response = await fetch(`${inject('localStack').emailUrl}/store`);
  return ((await response.json()) as { emails: SentEmail[] }).emails;
}

/** The emails about one order (each names its order id). */
export async function emailsAbout(orderId: string): Promise<SentEmail[]> {
  return (await sentEmails()).filter((email) => email.body.text?.includes(orderId));
}

/** Waits until the mailbox holds an email about the order whose subject starts with `subject`. */
export async function emailArrives(orderId: string, subject: string): Promise<SentEmail> {
  const isIt = (email: SentEmail) => email.subject.startsWith(subject);
  const emails = await eventually(
    () => emailsAbout(orderId),
    (found) => found.some(isIt),
    { what: `an email about order ${orderId} whose subject starts with "${subject}"` },
  );
  return emails.find(isIt)!;
}
