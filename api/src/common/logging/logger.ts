import pino, { type Logger } from 'pino';

/** Keys whose values never reach a log line, in bodies, queries or headers. */
// 'secret' and 'c': a child's sign-in card secret (POST body; the QR's /signin-card?c= page URL).
const SECRET_KEYS = ['password', 'password1', 'password2', 'oldPsw', 'token', 'code', 'passcode', 'authorization', 'cookie', 'secret', 'c'];

export function createLogger(name: string): Logger {
  return pino({
    name,
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
    redact: {
      paths: [...SECRET_KEYS.map((k) => `req.headers.${k}`), ...SECRET_KEYS.map((k) => `body.${k}`), ...SECRET_KEYS.map((k) => `query.${k}`)],
      censor: '[redacted]',
    },
  });
}

/** Query-string credentials (kept on /user/login for compatibility) are masked in logged URLs. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_KEYS.includes(key)) params.set(key, '[redacted]');
  }
  return `${url.slice(0, q)}?${params.toString()}`;
}
