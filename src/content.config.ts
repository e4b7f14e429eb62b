import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Typed site copy. Each collection's files live in src/content/<name>/ (one entry per file); the
 * build fails with the file name and the field when an entry does not match its schema.
 */

const divisionIds = ['cannabis', 'real-estate', 'marketing', 'clean-energy'] as const;
/** Pages that can show a FAQ list. */
const faqPages = ['cannabis', 'real-estate', 'marketing', 'clean-energy', 'contact'] as const;

const yaml = (name: string) =>
  glob({ pattern: '**/*.{yaml,yml,json}', base: `./src/content/${name}` });
const mdx = (name: string) => glob({ pattern: '**/*.{md,mdx}', base: `./src/content/${name}` });

/** A titled step or benefit: used for process steps and benefit cards. */
const titledText = z.object({
  /** Short heading, e.g. 'Needs Assessment'. */
  title: z.string().min(2),
  /** One or two sentences under the heading. */
  description: z.string().min(10),
});

const faq = defineCollection({
  loader: yaml('faq'),
  schema: z.object({
    /** The visitor's question, as they would ask it. */
    question: z.string().min(5),
    /** A short, plain answer (one or two sentences). */
    answer: z.string().min(5),
    /** Pages that list this question (and emit it as FAQPage structured data). */
    pages: z.array(z.enum(faqPages)).min(1),
    /** Sort position within a page's list, lowest first. */
    order: z.number().int(),
  }),
});

/** Per-division page copy: frontmatter drives the sections, the MDX body is the intro. */
const divisions = defineCollection({
  loader: mdx('divisions'),
  schema: z.object({
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
  }),
});

const services = defineCollection({
  loader: yaml('services'),
  schema: z.object({
    /** Which division page shows this service card. */
    division: z.enum(divisionIds),
    /** Card heading; also the structured-data Service name. */
    title: z.string().min(3),
    /** One-paragraph description; also the structured-data description. */
    summary: z.string().min(20),
    /** Three or four concrete deliverables, listed on the card. */
    points: z.array(z.string()).min(2).max(5),
    /** Sort position within the division, lowest first. */
    order: z.number().int(),
  }),
});

const testimonials = defineCollection({
  loader: yaml('testimonials'),
  schema: z.object({
    /** Client's name (fictional placeholder until real, consented quotes replace it). */
    name: z.string().min(2),
    /** Client's role, e.g. 'Social Equity Applicant'. */
    role: z.string().min(2),
    /** Client's business, when they want it named. */
    company: z.string().optional(),
    /** The quote, without surrounding quotation marks. */
    quote: z.string().min(20),
    /** True for social equity applicants: they are the ones the cannabis page shows. */
    equityApplicant: z.boolean(),
    /** Sort position, lowest first. */
    order: z.number().int(),
  }),
});

const timeline = defineCollection({
  loader: yaml('timeline'),
  schema: z.object({
    /** Calendar year of the milestone (the timeline spans 2018-2025). */
    year: z.number().int().min(2018).max(2025),
    /** Short milestone title. */
    title: z.string().min(3),
    /** One or two sentences about the milestone. */
    description: z.string().min(10),
  }),
});

const partnerships = defineCollection({
  loader: yaml('partnerships'),
  schema: z.object({
    /** The client's contact person. */
    name: z.string().min(2),
    /** That person's title. */
    title: z.string().min(2),
    /** The partner business. */
    company: z.string().min(2),
    /** What we did together. */
    description: z.string().min(20),
    /** Optional public contact details the partner agreed to list. */
    contact: z
      .object({
        /** Display phone number. */
        phone: z.string().optional(),
        /** Public email address. */
        email: z.email().optional(),
        /** Absolute website URL. */
        website: z.url().optional(),
      })
      .optional(),
    /** Sort position, lowest first. */
    order: z.number().int(),
  }),
});

const team = defineCollection({
  loader: yaml('team'),
  schema: ({ image }) =>
    z.object({
      /** Full name. */
      name: z.string().min(2),
      /** Job title as shown on the profile. */
      role: z.string().min(2),
      /** Credentials and certifications, one per line. */
      credentials: z.array(z.string()).min(1),
      /** Portrait in src/assets (relative path); optimised to AVIF/WebP at build. */
      photo: image(),
      /** Alt text for the portrait. */
      photoAlt: z.string().min(5),
      /** Short biography paragraph. */
      bio: z.string().min(40),
      /** Work email (also in Person structured data). */
      email: z.email(),
      /** External professional-network profile URL. */
      profileUrl: z.url(),
      /** Sort position, lowest first. */
      order: z.number().int(),
    }),
});

const programs = defineCollection({
  loader: yaml('programs'),
  schema: z.object({
    /** Program name. */
    title: z.string().min(3),
    /** Status label exactly as printed, e.g. 'ONGOING', '2018 - PRESENT', 'FUTURE'. */
    label: z.string().min(3),
    /** Optional timing note, e.g. 'Launching 2026'. */
    timing: z.string().optional(),
    /** What the program offers. */
    description: z.string().min(20),
    /** Sort position, lowest first. */
    order: z.number().int(),
  }),
});

const recognitions = defineCollection({
  loader: yaml('recognitions'),
  schema: z.object({
    /** Recognition or certification name. */
    title: z.string().min(3),
    /** Who grants it. */
    issuer: z.string().min(2),
    /** One sentence on what it means for clients. */
    description: z.string().min(10),
    /** Short badge text for the footer (two or three words). */
    badge: z.string().min(2).max(32),
    /** Sort position, lowest first. */
    order: z.number().int(),
  }),
});

/** Long-form legal pages (privacy, terms) written in MDX. */
const legal = defineCollection({
  loader: mdx('legal'),
  schema: z.object({
    /** Page heading and title. */
    title: z.string(),
    /** Meta description. */
    description: z.string().min(50),
    /** Date shown as 'Last updated', e.g. 'October 29, 2025'. */
    lastUpdated: z
      .string()
      .regex(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/, 'write the date as "October 29, 2025"'),
  }),
});

export const collections = {
  faq,
  divisions,
  services,
  testimonials,
  timeline,
  partnerships,
  team,
  programs,
  recognitions,
  legal,
};
