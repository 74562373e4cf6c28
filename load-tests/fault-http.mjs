// The fault bench's HTTP client: every answer is logged (when sent, how long, which status, or
// 'refused' / 'hung'), so each fault's window can show its status codes and its longest answer, and
// a purchase can be sent again with its Idempotency-Key until it has an answer, as the shop's pages do.
import { IDEMPOTENCY_KEY_HEADER } from '@learnstar/shared';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** No answer in this long counts as a hang. */
const HUNG_MS = 20_000;
/** Most a purchase is sent again (503, refused, hung, 5xx) before the bench gives it up as unanswered. */
const RETRY_FOR_MS = 90_000;

export class FaultHttp {
  /** [{ sentAt, ms, status }] */
  log = [];
  lastOkSentAt = 0;

  constructor(base) {
    this.base = base;
  }

  async call(method, path, body, { token, ip, key } = {}) {
    const sentAt = Date.now();
    let status;
    let json = {};
    try {
      const response = await fetch(this.base + path, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(ip ? { 'x-forwarded-for': ip } : {}),
          ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(HUNG_MS),
      });
      status = response.status;
      json = await response.json().catch(() => ({}));
      if (response.ok && json.code === 200) this.lastOkSentAt = Math.max(this.lastOkSentAt, sentAt);
    } catch (error) {
      status = error.name === 'TimeoutError' ? 'hung' : 'refused';
    }
    this.log.push({ sentAt, ms: Date.now() - sentAt, status, path: path.split('?')[0] });
    return { status, json, sentAt };
  }

  /** Sends until the answer is not "try again" (503, 5xx, refused, hung); returns it and whether it ever was a 503. */
  async untilAnswered(method, path, body, options) {
    const until = Date.now() + RETRY_FOR_MS;
    let had503 = false;
    for (;;) {
      const answer = await this.call(method, path, body, options);
      had503 ||= answer.status === 503;
      const again = typeof answer.status !== 'number' || answer.status >= 500;
      if (!again || Date.now() > until) return { ...answer, had503, answered: !again };
      await sleep(500);
    }
  }
}
