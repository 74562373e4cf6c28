/**
 * A page that cannot show its content yet (loading) or at all (an error): the message is the
 * page's heading, so every page still has its one h1 for screen readers.
 */
export function PageMessage({ text, busy = false }: { text: string; busy?: boolean }) {
  return (
    <h1 className={busy ? 'page-message' : 'page-message notice'} aria-busy={busy || undefined}>
      {text}
    </h1>
  );
}
