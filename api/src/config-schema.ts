import Type, { type Static } from 'typebox';

const Seconds = (defaultValue: number) => Type.Integer({ minimum: 1, default: defaultValue });
const HttpUrl = Type.String({ pattern: '^https?://[^\\s]+$' });

/** Every environment variable the API reads, with its default. */
export const EnvSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('test'), Type.Literal('production')], {
    default: 'development',
  }),
  API_HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  API_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4000 }),
  LOG_LEVEL: Type.Union(
    [
      Type.Literal('fatal'),
      Type.Literal('error'),
      Type.Literal('warn'),
      Type.Literal('info'),
      Type.Literal('debug'),
      Type.Literal('trace'),
      Type.Literal('silent'),
    ],
    { default: 'info' },
  ),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.Optional(Type.String({ minLength: 1 })),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  CORS_ORIGINS: Type.Optional(Type.String({ minLength: 1 })),
  PORTAL_URL: Type.String({ ...HttpUrl, default: 'http://localhost:3000' }),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  /**
   * Keeps emails in the outbox table and serves them at /desarrollo/correos, for a person or a test
   * to follow reset links. Off unless asked for (npm start and the tests do); refused in production.
   */
  DEV_OUTBOX: Type.Union([Type.Literal('true'), Type.Literal('false')], { default: 'false' }),
  MAIL_FROM: Type.String({ minLength: 3, default: 'Portal SOAT <no-responder@portal-soat.local>' }),
  TRUST_PROXY: Type.String({ minLength: 1, default: 'false' }),
  ACCESS_TOKEN_TTL_SECONDS: Seconds(900),
  SESSION_MAX_AGE_SECONDS: Seconds(8 * 60 * 60),
  RESET_TOKEN_TTL_SECONDS: Seconds(900),
});

export type Env = Static<typeof EnvSchema>;
