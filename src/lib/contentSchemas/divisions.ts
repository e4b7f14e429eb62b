import { z } from 'zod';

/** A titled step or benefit: used for process steps and benefit cards. */
const titledText = z.object({
  /** Short heading, e.g. 'Needs Assessment'. */
  title: z.string().min(2),
  /** One or two sentences under the heading. */
  description: z.string().min(10),
});

/** Per-division page copy: frontmatter drives the sections, the MDX body is the intro. */
export const divisionEntrySchema = z.object({
  /** Small label above the hero headline. */
  eyebrow: z.string(),
  /** The hero headline (the page's h1). */
  headline: z.string().min(5),
  /** One-paragraph hero lead. */
  lead: z.string().min(20),
  /** Search/snippet title (the firm's name is appended). */
  seoTitle: z.string().min(5),
  /** Meta description, 70-170 characters reads best in results. */
  seoDescription: z.string().min(50).max(170),
  /** Search keywords for this division. */
  keywords: z.array(z.string()).min(3),
  /** Two-line summary on the home page's division card. */
  cardSummary: z.string().min(20),
  /** Heading of the service-card grid. */
  servicesHeading: z.string(),
  /** Optional numbered approach/process: heading plus exactly four steps when present. */
  process: z.object({ heading: z.string(), steps: z.array(titledText).length(4) }).optional(),
  /** Optional headline figures, shown as a stat band. */
  stats: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  /** Optional benefit cards. */
  benefits: z.object({ heading: z.string(), items: z.array(titledText).min(1) }).optional(),
  /** Optional capabilities checklist. */
  capabilities: z.object({ heading: z.string(), items: z.array(z.string()).min(1) }).optional(),
  /** Closing call-to-action heading and text. */
  cta: z.object({ heading: z.string(), text: z.string() }),
});

export type DivisionEntry = z.infer<typeof divisionEntrySchema>;
