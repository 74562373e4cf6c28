import './picture-choice.css';

export interface PictureOption<V extends string> {
  value: V;
  /** What the card shows large; decoration, so hidden from screen readers. */
  picture: string;
  label: string;
}

/**
 * A choice as big picture cards for young children: real radio inputs inside labels, so arrow
 * keys, Space and screen readers work as with any radio group, and tests find them by name.
 */
export function PictureChoice<V extends string>({ name, legend, options, value, onChange }: { name: string; legend: string; options: PictureOption<V>[]; value: V; onChange(value: V): void }) {
  return (
    <fieldset className="pick-cards">
      <legend>{legend}</legend>
      <div className="cards-row">
        {options.map((o) => (
          <label key={o.value} className={`pick-card${o.value === value ? ' on' : ''}`}>
            <input type="radio" name={name} value={o.value} checked={o.value === value} onChange={() => onChange(o.value)} />
            <span className="pic" aria-hidden="true">
              {o.picture}
            </span>
            <strong>{o.label}</strong>
            {o.value === value && (
              <span className="tick" aria-hidden="true">
                ✓
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
