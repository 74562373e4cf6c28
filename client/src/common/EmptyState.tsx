import { Link } from 'react-router-dom';

/** An empty list or balance that tells a child what to do next, with the link to do it. */
export function EmptyState({ text, to, link }: { text: string; to: string; link: string }) {
  return (
    <p className="empty-state">
      {text} <Link to={to}>{link}</Link>
    </p>
  );
}
