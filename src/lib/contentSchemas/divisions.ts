import { z } from 'zod';
import './fieldMeta.ts';

/** A titled step or benefit: used for process steps and benefit cards. */
const titledText = z.object({
  title: z
    .string()
    .min(2)
    .meta({ label: 'Title', help: "Short heading, e.g. 'Needs Assessment'." }),
  description: z.string().min(10).meta({
    label: 'Description',
    help: 'One or two sentences under the heading.',
    widget: 'textarea',
  }),
});

const heading = (help: string) => z.string().meta({ label: 'Heading', help });

/** Per-division page copy: frontmatter drives the sections, the Markdown body is the intro. */
export const divisionEntrySchema = z.object({
  eyebrow: z.string().meta({ label: 'Eyebrow', help: 'Small label above the hero headline.' }),
  headline: z
    .string()
    .min(5)
    .meta({ label: 'Headline', help: 'The hero headline (the page’s h1).' }),
  lead: z
    .string()
    .min(20)
    .meta({ label: 'Lead', help: 'One-paragraph hero lead.', widget: 'textarea' }),
  seoTitle: z
    .string()
    .min(5)
    .meta({ label: 'Search title', help: 'Search/snippet title (the firm’s name is appended).' }),
  seoDescription: z.string().min(50).max(170).meta({
    label: 'Search description',
    help: 'Meta description, 70-170 characters reads best in results.',
    widget: 'textarea',
  }),
  keywords: z
    .array(z.string())
    .min(3)
    .meta({ label: 'Keywords', help: 'Search keywords for this division.' }),
  cardSummary: z.string().min(20).meta({
    label: 'Card summary',
    help: 'Two-line summary on the home page’s division card.',
    widget: 'textarea',
  }),
  servicesHeading: z
    .string()
    .meta({ label: 'Services heading', help: 'Heading of the service-card grid.' }),
  process: z
    .object({
      heading: heading('Heading of the numbered approach.'),
      steps: z.array(titledText).length(4).meta({ label: 'Steps', help: 'Exactly four steps.' }),
    })
    .optional()
    .meta({ label: 'Process', help: 'Optional numbered approach: a heading and four steps.' }),
  stats: z
    .array(
      z.object({
        value: z.string().meta({ label: 'Value', help: "The figure as printed, e.g. '20+'." }),
        label: z.string().meta({ label: 'Label', help: 'What the figure counts.' }),
      }),
    )
    .optional()
    .meta({ label: 'Figures', help: 'Optional headline figures, shown as a stat band.' }),
  benefits: z
    .object({
      heading: heading('Heading of the benefit cards.'),
      items: z.array(titledText).min(1).meta({ label: 'Benefits' }),
    })
    .optional()
    .meta({ label: 'Benefits', help: 'Optional benefit cards.' }),
  capabilities: z
    .object({
      heading: heading('Heading of the checklist.'),
      items: z.array(z.string()).min(1).meta({ label: 'Items', help: 'One capability per line.' }),
    })
    .optional()
    .meta({ label: 'Capabilities', help: 'Optional capabilities checklist.' }),
  cta: z
    .object({
      heading: heading('Closing call-to-action heading.'),
      text: z
        .string()
        .meta({ label: 'Text', help: 'Closing call-to-action text.', widget: 'textarea' }),
    })
    .meta({ label: 'Closing call to action' }),
});

export type DivisionEntry = z.infer<typeof divisionEntrySchema>;
