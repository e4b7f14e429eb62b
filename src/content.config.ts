import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** Typed site copy. Each collection's files live in src/content/<name>/; the build fails on a bad field. */
const faq = defineCollection({
  loader: glob({ pattern: '**/*.{md,mdx,json,yaml}', base: './src/content/faq' }),
  schema: z.object({
    /** The visitor's question, as they would ask it. */
    question: z.string().min(5),
    /** A short, plain answer (one or two sentences). */
    answer: z.string().min(5),
  }),
});

export const collections = { faq };
