import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../common/Field';
import type { FieldErrors } from '../../../common/form';

type Values = Record<string, unknown>;

/** A labelled input named after its field, with that field's translated error. */
export function TextField({ name, errors, ...input }: { name: string; errors: FieldErrors } & InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation();
  return (
    <Field label={t(`consoleProducts.field_${name}`)} error={errors[name]}>
      <input name={name} aria-invalid={errors[name] ? true : undefined} {...input} />
    </Field>
  );
}

/**
 * The texts a shopper reads, English beside Chinese: for each key, `<key>En` and `<key>Zh`
 * (long ones in a text area).
 */
export function BilingualTexts({ keys, long, values, errors, onChange }: { keys: string[]; long: string[]; values: Values; errors: FieldErrors; onChange(name: string, value: string): void }) {
  const { t } = useTranslation();
  return (
    <div className="bilingual">
      {(['En', 'Zh'] as const).map((lang) => (
        <fieldset key={lang}>
          <legend>{t(`consoleProducts.texts${lang}`)}</legend>
          {keys.map((key) => {
            const name = `${key}${lang}`;
            const props: TextareaHTMLAttributes<HTMLTextAreaElement> & InputHTMLAttributes<HTMLInputElement> = {
              name,
              value: String(values[name] ?? ''),
              'aria-invalid': errors[name] ? true : undefined,
              onChange: (e) => onChange(name, e.target.value),
            };
            return (
              <Field key={name} label={t(`consoleProducts.field_${name}`)} error={errors[name]}>
                {long.includes(key) ? <textarea rows={3} {...props} /> : <input {...props} />}
              </Field>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
