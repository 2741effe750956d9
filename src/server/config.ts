// Process configuration from the environment, validated once at start. Every value has a
// default that works on a fresh machine (see .env.example).
import { z } from 'zod';

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Read replicas of DATABASE_URL (streaming replicas), comma-separated: the public catalogue and
   * search read from them; everything else, and every transaction, uses the primary.
   */
  DATABASE_REPLICA_URLS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url())),
  DATA_DIR: z.string().default('./.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JSON_BODY_LIMIT: z.string().default('100kb'),
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  PAYMENT_DELAY_MS: z.coerce.number().int().min(0).default(2000),
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).default(15),
  SESSION_DAYS: z.coerce.number().int().min(1).default(30),
  /** Cheaper password hashing for tests only; refused in production. */
  PASSWORD_HASH_COST: z.enum(['owasp', 'test']).default('owasp'),
  /** Throttles (counted in PostgreSQL, shared by all instances); see features/auth/auth-limits.ts. */
  LOGIN_FAILURES_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins to one account from one client address (an attacker elsewhere cannot lock the owner out). */
  LOGIN_FAILURES_PER_ACCOUNT_PER_IP_PER_15_MINUTES: z.coerce.number().int().min(1).default(5),
  /** Sign-in attempts to one account from all addresses and unknown devices allowed at once; then one per LOGIN_GUESS_INTERVAL_SECONDS. */
  LOGIN_GUESSES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_GUESS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * Sign-ins one client network may have in progress at once (counted in each app process, as it
   * protects that process's CPU); more at once get 429 before any database work or hashing.
   */
  LOGIN_CHECKS_AT_ONCE_PER_IP: z.coerce.number().int().min(1).default(2),
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Profile email changes per client address (conflicts included), like registrations. */
  EMAIL_CHANGES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Default: true with the embedded database (first-run experience), false when DATABASE_URL is set. */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /**
   * Staff and admins must sign in with a second factor (TOTP). Default: on, unless the demo seed
   * is on (the demo's staff and admin accounts have public passwords and no authenticator).
   */
  REQUIRE_STAFF_2FA: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /**
   * Encrypts secrets the app keeps for users (TOTP secrets; core/secret-box.ts): base64
   * of 32 bytes, or any text (hashed to 32 bytes). The default is the public demo key: set your own.
   */
  SECRET_ENCRYPTION_KEY: z.string().min(16).default('manasa-demo-secret-encryption-key-not-for-production'),
  /**
   * Mobile money pushes (docs/payments.md). Their results arrive as callbacks signed with this
   * secret (HMAC-SHA256); the provider is given the same. The default is a public demo secret: set your own.
   */
  MOBILE_MONEY_CALLBACK_SECRET: z.string().min(16).default('manasa-demo-mobile-money-callback-secret'),
  /** How long a wallet waits for its owner to approve a push before it answers 'timeout'. */
  MOBILE_MONEY_PUSH_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** A push with no result this long after it was made is asked about (the provider's status query), so a lost callback never leaves a booking stuck. */
  MOBILE_MONEY_STATUS_QUERY_AFTER_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /** An Idempotency-Key's owner renews its lease while it works; a retry takes over a lease this old (a crashed owner). */
  IDEMPOTENCY_LEASE_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** New Idempotency-Keys one user may create per hour (replays are free); more answer 429. */
  IDEMPOTENCY_KEYS_PER_USER_PER_HOUR: z.coerce.number().int().min(1).default(60),
  /** Idempotency-Keys are kept this long (a recurring job purges older ones). */
  IDEMPOTENCY_KEY_RETENTION_HOURS: z.coerce.number().int().min(1).default(24),
  /** Most calls one tRPC batch request may carry; more answer 400 before any runs. */
  TRPC_MAX_BATCH_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Background jobs (src/server/platform/jobs, docs/platform.md). JOB_WORKER=false: this instance runs none. */
  JOB_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Backstop poll; workers are woken by NOTIFY when a job is due sooner. */
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(5000),
  /** How long a claimed job is an instance's; a claim whose owner died is taken over after it. */
  JOB_LEASE_MS: z.coerce.number().int().min(50).default(60_000),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** On shutdown, running jobs get this long to finish; the rest are rolled back and left to their lease. */
  JOB_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(5000),
  /** Read notifications older than this are deleted (unread ones are kept). */
  NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
  /** Support mail (docs/support.md). Outbound over SMTP (smtp://user:pass@host:587, smtps://…); unset: kept in the outbox table. */
  SMTP_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** From address of outbound mail; unset: '<Brand> Support <support@brand domain>'. */
  MAIL_FROM: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Where the app is reached (https://tours.example): the base of links in account e-mails (a
   * password reset link). Never taken from the request's Host, which a sender could forge to
   * send a link to their own site. Unset: http://localhost:<PORT>.
   */
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The inbound SMTP listener's port; unset: no listener. */
  INBOUND_SMTP_PORT: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).max(65535).optional()),
  INBOUND_SMTP_HOST: z.string().default('127.0.0.1'),
  /** Largest inbound message (bytes); larger ones are refused during the SMTP dialogue. */
  INBOUND_SMTP_MAX_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Comma-separated addresses the listener accepts mail for; unset: support@<each brand's domain>. */
  INBOUND_SMTP_RECIPIENTS: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  INBOUND_SMTP_MESSAGES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(60),
  /** Open SMTP connections this instance takes at once, and from one client network (IPv6: per /64); more are answered 421. */
  INBOUND_SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(50),
  INBOUND_SMTP_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).default(5),
  /** A connection that sends nothing for this long is closed (421). */
  INBOUND_SMTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /** A session is closed (421) after this long, whatever it sends: NOOPs cannot keep a connection forever. */
  INBOUND_SMTP_MAX_SESSION_MS: z.coerce.number().int().min(100).default(300_000),
  /** Commands that deliver nothing (NOOP, RSET, HELP, VRFY, HELO, EHLO) allowed between two messages; one more closes the session (421). */
  INBOUND_SMTP_MAX_COMMANDS_WITHOUT_MAIL: z.coerce.number().int().min(2).default(10),
  /** Reading one received mail (MIME, HTML to text) runs in a worker thread and is stopped after this long (554). */
  INBOUND_SMTP_PARSE_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Contact-form throttles, per client network and per sender address (shared by all instances). */
  CONTACT_MESSAGES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
  CONTACT_MESSAGES_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Taxi and cargo (docs/taxi-cargo.md). How much faster than real time rides and shipments move: 60 = a minute per second. */
  RIDE_TIME_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
  CARGO_TIME_SCALE: z.coerce.number().positive().max(10_000_000).default(1),
  /** An XYZ tile template ('https://tile.example.org/{z}/{x}/{y}.png') for Track Ride's map; unset: no tiles (offline). */
  MAP_TILE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Credit shown on the map with MAP_TILE_URL, as the tile provider requires. */
  MAP_TILE_ATTRIBUTION: z
    .string()
    .max(300)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** An OSRM server ('http://localhost:5000') for road routes; unset: straight segments × the road factor. */
  OSRM_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OSRM_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  /** A Nominatim-compatible geocoder ('http://localhost:8080') for typed addresses and pins' labels; unset: the gazetteer. */
  GEOCODER_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  /** Public tracking look-ups (cargo numbers) per client network per minute, across all instances. */
  CARGO_LOOKUPS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Marketplace orders' simulated fulfilment: real delays divided by this (1440: a day passes in a minute; 1: real time). */
  ORDER_TIME_SCALE: z.coerce.number().min(1).default(1440),
  /**
   * Prometheus metrics (docs/operations.md#metrics), never on the public port by default:
   * METRICS_PORT serves /metrics on a port of its own (on METRICS_HOST, default HOST), and
   * METRICS_TOKEN serves it on the app's port to `Authorization: Bearer <token>` only (and asks
   * for the token on METRICS_PORT too). Neither set: no metrics are served.
   */
  METRICS_PORT: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).max(65535).optional()),
  METRICS_HOST: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  METRICS_TOKEN: z
    .string()
    .min(16)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Graceful shutdown (SIGTERM). /readyz answers 503 at once; the app keeps serving for
   * SHUTDOWN_DRAIN_DELAY_MS, long enough for a load balancer to see it (its health check
   * interval × fall count), then stops accepting and gives requests in flight up to
   * SHUTDOWN_TIMEOUT_MS to finish.
   */
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** The reconnection delay every live stream (SSE) tells the browser, used when the stream ends or its connection drops. */
  LIVE_RETRY_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  /** Catalogue answers kept in memory per instance at most this long (ms); writes empty it at once. 0: off. */
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * The AI assistant (docs/assistant.md). A language model is used when LLM_BASE_URL and
   * LLM_MODEL are set (any OpenAI-compatible chat completions endpoint with tool calling;
   * LLM_API_KEY is sent as a bearer token when set); unset, the built-in assistant answers.
   */
  LLM_BASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LLM_API_KEY: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LLM_MODEL: z
    .string()
    .max(200)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The model's whole turn (every round of tool calls) must end within this; else the built-in assistant answers. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  LLM_MAX_TOOL_ROUNDS: z.coerce.number().int().min(1).max(10).default(4),
  /** Turns of a conversation the server keeps for follow-ups ('and cheaper?'). */
  ASSISTANT_MEMORY_TURNS: z.coerce.number().int().min(1).max(100).default(10),
  /** Idle conversations are deleted after this many days. */
  ASSISTANT_CONVERSATION_DAYS: z.coerce.number().int().min(1).default(30),
  /** Messages to the assistant per user (signed out: per visitor) and per client network, across all instances. */
  ASSISTANT_MESSAGES_PER_USER_PER_HOUR: z.coerce.number().int().min(1).default(60),
  ASSISTANT_MESSAGES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(120),
});

export type AppConfig = Omit<z.infer<typeof ConfigSchema>, 'SEED_DEMO_DATA' | 'REQUIRE_STAFF_2FA'> & { SEED_DEMO_DATA: boolean; REQUIRE_STAFF_2FA: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.PASSWORD_HASH_COST !== 'owasp') {
    throw new Error('Invalid configuration: PASSWORD_HASH_COST=test is not allowed in production');
  }
  // Demo accounts have public passwords: on by default only where the app runs its own
  // embedded database (a first run on a laptop), off on a real deployment's database.
  const seedDemoData = parsed.data.SEED_DEMO_DATA ?? parsed.data.DATABASE_URL === undefined;
  return { ...parsed.data, SEED_DEMO_DATA: seedDemoData, REQUIRE_STAFF_2FA: parsed.data.REQUIRE_STAFF_2FA ?? !seedDemoData };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // The catalogue cache is off unless a test turns it on: a test that writes with SQL and reads
  // at once would otherwise race the trigger's NOTIFY (test/integration/catalogue-cache.test.ts).
  return { ...loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test', LOG_LEVEL: 'silent', PAYMENT_DELAY_MS: '0', CATALOGUE_CACHE_MS: '0' }), ...overrides };
}
