import { DEFAULT_SERVICE_TYPE } from '../domain.ts';
import type { ConsultationFormInput } from './consultation.ts';

/**
 * The form's starting values. Kept apart from the schema so the contact page can render without
 * loading zod (the schema follows on the visitor's first interaction).
 */
export const consultationFormDefaults: ConsultationFormInput = {
  name: '',
  email: '',
  phone: '',
  company: '',
  serviceType: DEFAULT_SERVICE_TYPE,
  isSocialEquityApplicant: false,
  message: '',
  website: '',
};
