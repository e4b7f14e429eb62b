/** Page and section text (src/pages, src/components/sections). */
export const pages = {} as const satisfies Record<string, string>;
