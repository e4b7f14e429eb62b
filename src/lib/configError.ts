/**
 * A setting that is missing or malformed. Every runtime (build, `npm start`, the functions) stops or
 * answers 503 with this message, which names the variable and never echoes a secret.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
