import type { Database, DriverName } from '../../db/client.ts';
import type { PublicTeamMember } from './auth/publicTeamMember.ts';
import type { AppConfig } from './config.ts';
import type { ChatKnowledge } from './chat/chatKnowledge.ts';
import type { ContentStore } from './content/contentStore.ts';
import type { TurnstileVerifier } from './spam/turnstile.ts';

/** What every request handler can read from the context. */
export interface AppDeps {
  db: Database;
  driver: DriverName;
  config: AppConfig;
  /** Checks a Cloudflare Turnstile token; tests inject a fake so they never call the network. */
  verifyTurnstile?: TurnstileVerifier;
  /** Where the content editor reads and saves (content/createContentStore.ts); unset: editing is off. */
  contentStore?: ContentStore;
  /** What the chat answers from; unset: the knowledge bundled at build time (chat/chatKnowledge.ts). */
  chatKnowledge?: ChatKnowledge;
}

export interface AppEnv {
  Variables: AppDeps & {
    ip: string;
    /** Set by requireUser(); read it with currentUser(c). */
    user?: PublicTeamMember;
    sessionId?: string;
  };
}
