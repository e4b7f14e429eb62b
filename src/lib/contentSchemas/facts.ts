import { z } from 'zod';
import './fieldMeta.ts';

/**
 * The firm's facts an editor changes (src/content/facts/firm.json): contact details, office hours,
 * social links and the headline figures. `site` (src/lib/site.ts) serves them to every page, the
 * API's emails and the chat, so code reads them as before. The Spanish twin (facts/es/firm.json)
 * holds only what Spanish writes differently; every other fact is the same in both languages.
 */
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'write the time as 24-hour HH:MM, e.g. 09:00');

const figure = (label: string, help?: string) =>
  z
    .string()
    .regex(/^[\d,.]+\+?$/, "write the figure as printed, e.g. '20+' or '1,040+'")
    .meta({ label, help });

export const factsEntrySchema = z.object({
  phone: z
    .string()
    .regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'write the number as (413) 555-0142')
    .meta({ label: 'Office phone', help: 'As printed, e.g. (413) 555-0142; links dial it.' }),
  email: z.email().meta({ label: 'Office email', help: 'Where visitors write; printed on pages.' }),
  address: z
    .object({
      street: z.string().min(3).meta({ label: 'Street', help: 'Street and suite.' }),
      city: z.string().min(2).meta({ label: 'City' }),
      region: z.string().length(2).meta({ label: 'State', help: "Two-letter code, e.g. 'MA'." }),
      postalCode: z
        .string()
        .regex(/^\d{5}$/, 'five digits')
        .meta({ label: 'ZIP code' }),
      country: z.string().length(2).meta({ label: 'Country', help: "Two-letter code: 'US'." }),
    })
    .meta({ label: 'Office address' }),
  hours: z
    .object({
      days: z.string().min(3).meta({ label: 'Days', help: "e.g. 'Monday to Friday'." }),
      opens: time.meta({ label: 'Opens', help: '24-hour time, e.g. 09:00.' }),
      closes: time.meta({ label: 'Closes', help: '24-hour time, e.g. 17:00.' }),
      label: z.string().min(5).meta({
        label: 'Hours as printed',
        help: "The line pages print, e.g. 'Monday – Friday, 9:00 AM – 5:00 PM'.",
      }),
    })
    .meta({ label: 'Office hours' }),
  founded: z.number().int().min(1900).max(2100).meta({ label: 'Year founded' }),
  // The site promises at least one free hour (the home page, the cannabis page, the terms): the
  // booking page, its emails and calendar invitations offer this length, so it cannot go below.
  consultationMinutes: z
    .number()
    .int()
    .min(60, 'the site promises at least one free hour: 60 minutes or more')
    .max(240)
    .multipleOf(15, 'a multiple of 15 minutes')
    .meta({
      label: 'Free consultation length (minutes)',
      help: 'What online booking offers and its emails and calendar entries say; at least 60.',
    }),
  social: z
    .object({
      linkedin: z.url().meta({ label: 'LinkedIn page' }),
      instagram: z.url().meta({ label: 'Instagram page' }),
    })
    .meta({ label: 'Social links' }),
  stats: z
    .object({
      clientsServed: figure('Clients served', 'Clients since the firm was founded (home page).'),
      proBonoHoursPerYear: figure('Pro bono hours a year'),
      proBonoHoursPerWeek: figure('Pro bono hours a week'),
      statesServed: figure('States served'),
      yearsInPractice: figure('Years in practice'),
      applicantsGuided: figure('Applicants guided'),
      entrepreneursSupported: figure(
        'Entrepreneurs supported',
        'Clients and pro bono mentees together (impact pages), so more than the clients served.',
      ),
      groupsLicensedOrPartnered: figure('Groups licensed or partnered'),
      legacyBrandsTransitioned: figure('Legacy brands transitioned'),
    })
    .meta({
      label: 'Headline figures',
      help: 'Pages print each figure exactly as written here.',
    }),
});

/** What Spanish writes differently; the rest comes from the English facts. */
export const factsSpanishSchema = z.object({
  hours: z
    .object({
      label: z.string().min(5).meta({
        label: 'Hours as printed',
        help: "The line Spanish pages print, e.g. 'Lunes a viernes, de 9:00 a. m. a 5:00 p. m.'.",
      }),
    })
    .meta({ label: 'Office hours' }),
});

export type FirmFacts = z.infer<typeof factsEntrySchema>;
export type FirmFactsSpanish = z.infer<typeof factsSpanishSchema>;
