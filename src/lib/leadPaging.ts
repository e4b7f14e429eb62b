/**
 * Page sizes of GET /api/admin/consultations, shared by the server and the leads page. 200 leads
 * at the widest stay far under a serverless function's 6 MB response limit
 * (src/server/leads/leadPage.limits.test.ts).
 */
export const LEAD_PAGE_DEFAULT = 50;
export const LEAD_PAGE_MAX = 200;
