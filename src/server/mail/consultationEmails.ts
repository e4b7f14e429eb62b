import { EQUITY_ELIGIBLE_SERVICE_TYPES, type ServiceType } from '../../lib/domain.ts';
import type { PublishedFacts } from '../../lib/publishedFacts.ts';
import { formatAddress, site } from '../../lib/site.ts';
import type { OutgoingEmail } from './outbox.ts';
import { acknowledgementText } from './acknowledgementText.ts';
import type { Locale } from '../../i18n/locales.ts';
import { subjectName } from './subjectName.ts';

/**
 * The two emails a consultation request sends: a notification to staff and an acknowledgement to the
 * visitor. Everything the visitor wrote is escaped in the HTML part; subjects are made header-safe
 * by queueEmail, and the visitor's address only ever appears in a body or as the recipient.
 */
export interface LeadForEmail {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  serviceType: ServiceType;
  isSocialEquityApplicant: boolean;
  message: string;
  /** The visitor's language: their acknowledgement is written in it (staff mail stays English). */
  locale?: Locale;
  createdAt: Date;
}

export interface LeadEmailSettings {
  siteUrl: string;
  staffNotifyEmail?: string;
  /** The firm's facts in force, which the acknowledgement prints. */
  facts: PublishedFacts;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** Escaped text with its line breaks kept. */
function htmlText(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

export function responsePromise(lead: Pick<LeadForEmail, 'isSocialEquityApplicant'>): string {
  return lead.isSocialEquityApplicant ? site.equityResponsePromise : site.responsePromise;
}

export function leadAdminUrl(siteUrl: string, id: string): string {
  const url = new URL('/admin/leads', siteUrl);
  url.searchParams.set('lead', id);
  return url.toString();
}

function leadFacts(lead: LeadForEmail): [string, string][] {
  return [
    ['Name', lead.name],
    ['Email', lead.email],
    ['Phone', lead.phone || '—'],
    ['Company', lead.company || '—'],
    ['Service', lead.serviceType],
    ['Social equity applicant', lead.isSocialEquityApplicant ? 'Yes' : 'No'],
    ['Language', lead.locale === 'es' ? 'Spanish' : 'English'],
    ['Submitted', lead.createdAt.toISOString()],
  ];
}

function htmlDocument(body: string, lang = 'en'): string {
  return `<!doctype html><html lang="${lang}"><body style="font-family:Arial,Helvetica,sans-serif;color:#16201b;line-height:1.5">${body}</body></html>`;
}

export function staffNotificationEmail(
  lead: LeadForEmail,
  to: string,
  siteUrl: string,
): OutgoingEmail {
  const link = leadAdminUrl(siteUrl, lead.id);
  const facts = leadFacts(lead);
  const equity = lead.isSocialEquityApplicant ? ' [Social Equity]' : '';
  const text = [
    `A new consultation request arrived on the website.`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    lead.message,
    '',
    `Open the lead: ${link}`,
  ].join('\n');
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = htmlDocument(
    `<h1 style="font-size:20px">New consultation request${escapeHtml(equity)}</h1>` +
      `<table>${rows}</table>` +
      `<h2 style="font-size:16px">Message</h2><p>${htmlText(lead.message)}</p>` +
      `<p><a href="${escapeHtml(link)}">Open the lead in the admin area</a></p>`,
  );
  return {
    kind: 'lead_staff_notification',
    priority: 'staff',
    to,
    subject: `New consultation request${equity}: ${subjectName(lead.name)} (${lead.serviceType})`,
    text,
    html,
    relatedId: lead.id,
  };
}

export const LEAD_ACKNOWLEDGEMENT_KIND = 'lead_acknowledgement';

/**
 * The first word of the name when it looks like a name (letters, apostrophes, hyphens, at most 40),
 * else nothing. The acknowledgement goes to whatever address the form was given, so it carries no
 * other text a visitor wrote: the form cannot be used to mail a stranger someone else's words.
 */
export function greetingName(name: string): string | undefined {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return /^[\p{L}\p{M}][\p{L}\p{M}'’-]{0,39}$/u.test(first) ? first : undefined;
}

export function visitorAcknowledgementEmail(lead: LeadForEmail, facts: PublishedFacts) {
  const { site } = facts;
  const words = acknowledgementText[lead.locale ?? 'en'];
  const promise = words.promise(responsePromise(lead));
  const service = words.service(lead.serviceType);
  const review = words.review;
  const greeting = words.greeting(greetingName(lead.name));
  const equityNote =
    lead.isSocialEquityApplicant && EQUITY_ELIGIBLE_SERVICE_TYPES.includes(lead.serviceType)
      ? words.equityNote
      : words.freeHourNote;
  const contact = [
    site.name,
    formatAddress(site),
    `${words.phone}: ${site.phone}`,
    `${words.email}: ${site.email}`,
    `${words.hours}: ${words.hoursLabel(facts)}`,
  ];
  const text = [
    greeting,
    '',
    words.received(service),
    '',
    `${words.nextHeading}:`,
    `- ${review.before} ${promise} ${review.after}`,
    `- ${equityNote}`,
    '',
    words.urgent,
    ...contact,
  ].join('\n');
  const html = htmlDocument(
    `<p>${escapeHtml(greeting)}</p>` +
      `<p>${escapeHtml(words.received(service))}</p>` +
      `<h2 style="font-size:16px">${escapeHtml(words.nextHeading)}</h2><ul>` +
      `<li>${escapeHtml(review.before)} <strong>${escapeHtml(promise)}</strong> ${escapeHtml(review.after)}</li>` +
      `<li>${escapeHtml(equityNote)}</li></ul>` +
      `<p>${escapeHtml(words.urgent)}<br>${contact.map(escapeHtml).join('<br>')}</p>`,
    lead.locale ?? 'en',
  );
  return {
    kind: LEAD_ACKNOWLEDGEMENT_KIND,
    priority: 'visitor',
    to: lead.email,
    subject: words.subject,
    text,
    html,
    relatedId: lead.id,
  } satisfies OutgoingEmail;
}

/** The emails to queue with a new lead: staff only when STAFF_NOTIFY_EMAIL is set. */
export function consultationEmails(
  lead: LeadForEmail,
  settings: LeadEmailSettings,
): OutgoingEmail[] {
  const emails: OutgoingEmail[] = [visitorAcknowledgementEmail(lead, settings.facts)];
  if (settings.staffNotifyEmail) {
    emails.unshift(staffNotificationEmail(lead, settings.staffNotifyEmail, settings.siteUrl));
  }
  return emails;
}
