/** The refusals of the leads workspace, shared by its route and its rules. */
export const LEAD_NOT_FOUND = 'Lead not found';
export const ASSIGNEE_NOT_FOUND = 'That owner is not a staff member';
