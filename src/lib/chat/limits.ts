// Kept apart from the zod schema so the chat widget can read the limits without bundling zod.
/** The chat limits, shared by the widget and the API (src/server/routes/chat.ts enforces them). */
export const CHAT_LIMITS = {
  /** Characters per turn, user or assistant. */
  maxTurnChars: 2000,
  /** Turns the server passes on to the responder (the newest ones). */
  turnsUsed: 20,
  /** More than this in one request is not a conversation but an attempt to flood: 400. */
  maxTurnsAccepted: 50,
  /** Request body size; larger → 413. */
  maxBodyBytes: 32 * 1024,
} as const;
