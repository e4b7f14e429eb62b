import type { ConsultationText } from '../consultationText';

/** A validation message in the form's language; unknown messages are shown as the server wrote them. */
export function localizedMessage(
  text: Pick<ConsultationText, 'messages'>,
  message: string | undefined,
): string | undefined {
  return message === undefined ? undefined : (text.messages[message] ?? message);
}
