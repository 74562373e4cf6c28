import type { ClassRaceInvite } from '@learnstar/shared';

/** Waits after a dropped stream before trying again, doubling up to the cap. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

interface Watch {
  onList(list: ClassRaceInvite[]): void;
  /** The stream came up (true) or went down (false); while down the page polls. */
  onOpen(open: boolean): void;
}

/**
 * The pupil's class race notices as the API pushes them (server-sent events). Read with fetch,
 * not EventSource, because the API takes the session's bearer token in a header, never in a URL.
 * Returns a function that stops watching.
 */
export function watchClassRaceInvites(token: string, watch: Watch): () => void {
  const controller = new AbortController();
  void (async () => {
    for (let delay = RETRY_FIRST_MS; !controller.signal.aborted; delay = Math.min(delay * 2, RETRY_MAX_MS)) {
      try {
        const response = await fetch('/api/classes/invites/stream', { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: controller.signal });
        if (response.ok && response.body) {
          watch.onOpen(true);
          delay = RETRY_FIRST_MS;
          if ((await readEvents(response.body, watch.onList)) === 'replaced') {
            // The pupil's other tabs hold the streams the server allows; this one polls (no tug of war).
            watch.onOpen(false);
            return;
          }
        }
      } catch {
        /* down or stopped: the page polls meanwhile */
      }
      if (controller.signal.aborted) return;
      watch.onOpen(false);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  })();
  return () => controller.abort();
}

/**
 * Events are blocks separated by a blank line: `invites` carries the list, `replaced` ends the
 * stream for good, anything else is a keep-alive comment. Resolves how the stream ended.
 */
async function readEvents(body: ReadableStream<Uint8Array>, onList: (list: ClassRaceInvite[]) => void): Promise<'ended' | 'replaced'> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return 'ended';
    buffer += decoder.decode(value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const data = lines.find((line) => line.startsWith('data: '));
      if (lines.includes('event: replaced')) return 'replaced';
      if (lines.includes('event: invites') && data) onList(JSON.parse(data.slice(6)) as ClassRaceInvite[]);
    }
  }
}
