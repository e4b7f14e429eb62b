import { zodResolver } from '@hookform/resolvers/zod';
import { consultationFormSchema } from '../../lib/schemas/consultation.ts';

/** The API's own schema as a react-hook-form resolver; loaded on the visitor's first interaction. */
export const consultationResolver = zodResolver(consultationFormSchema);
