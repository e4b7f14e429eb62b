import {
  DEFAULT_SERVICE_TYPE,
  EQUITY_ELIGIBLE_SERVICE_TYPES,
  SERVICE_TYPES,
  type ServiceType,
} from '../../lib/domain.ts';
import type { ConsultationText } from './consultationText.ts';

/** Short forms other pages and the chat assistant may put in `/contact?service=…`. */
const SERVICE_ALIASES: Record<string, ServiceType> = {
  cannabis: 'Cannabis/Social Equity',
  'social-equity': 'Cannabis/Social Equity',
  equity: 'Cannabis/Social Equity',
  'real-estate': 'Real Estate',
  realestate: 'Real Estate',
  marketing: 'Marketing',
  'clean-energy': 'Clean Energy',
  cleanenergy: 'Clean Energy',
  energy: 'Clean Energy',
  multiple: 'Multiple Services',
  'multiple-services': 'Multiple Services',
};

/** The service a `?service=` value names: the exact type, or an alias, in any letter case. */
export function serviceFromQuery(search: string): ServiceType {
  const raw = new URLSearchParams(search).get('service')?.trim();
  if (!raw) return DEFAULT_SERVICE_TYPE;
  const exact = SERVICE_TYPES.find((type) => type.toLowerCase() === raw.toLowerCase());
  if (exact) return exact;
  const slug = raw.toLowerCase().replace(/[\s_/]+/g, '-');
  return SERVICE_ALIASES[slug] ?? DEFAULT_SERVICE_TYPE;
}

export function offersEquityCheckbox(serviceType: string): boolean {
  return (EQUITY_ELIGIBLE_SERVICE_TYPES as readonly string[]).includes(serviceType);
}

export function submitLabel(
  text: Pick<ConsultationText, 'submitting' | 'submitEquity' | 'submit'>,
  state: { pending: boolean; equity: boolean },
): string {
  if (state.pending) return text.submitting;
  return state.equity ? text.submitEquity : text.submit;
}

type Gtag = (command: 'event', action: string, params: Record<string, unknown>) => void;

/** The conversion event, sent only when the analytics script defined gtag. */
export function trackConsultationRequest(serviceType: ServiceType, equity: boolean): void {
  const gtag = (window as { gtag?: Gtag }).gtag;
  if (typeof gtag !== 'function') return;
  gtag('event', 'consultation_request', {
    event_category: 'Form Submission',
    event_label: serviceType,
    value: equity ? 1 : 0,
  });
}
