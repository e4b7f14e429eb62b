import type { Database, DriverName } from '../../db/client.ts';
import type { PublicTeamMember } from './auth/publicTeamMember.ts';
import type { AppConfig } from './config.ts';
import type { PublishedFacts } from '../lib/publishedFacts.ts';
import type { ChatKnowledge } from './chat/chatKnowledge.ts';
import type { ContentStore } from './content/contentStore.ts';
import type { FactsSource } from './facts/factsSource.ts';
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
  /** The firm's facts in force; unset: the facts bundled at build time (facts/factsSource.ts). */
  factsSource?: FactsSource;
}

export interface AppEnv {
  Variables: AppDeps & {
    ip: string;
    /** The firm's facts in force when the request started: read facts here, never from `site`. */
    facts: PublishedFacts;
    /** Set by requireUser(); read it with currentUser(c). */
    user?: PublicTeamMember;
    sessionId?: string;
  };
}
