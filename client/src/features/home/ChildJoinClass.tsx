import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASS_PERSONAL_CODE_LENGTH } from '@learnstar/shared';
import { Field } from '../../common/Field';
import { useJoinClass } from '../classes/use-join-class';
import { SpeakButton } from './SpeakButton';
import { StepIcon } from './ChildIcons';

/**
 * "Join my class" on a pupil's home: the class code (or the personal one from the join sheet) in one
 * big field, the same POST /classes/join as the account centre. Open while the child is in no class;
 * once in one, the class is named and another can still be joined.
 */
export function ChildJoinClass({ onJoined }: { onJoined(): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const { classes, errors, submit } = useJoinClass(() => {
    setCode('');
    setOpen(false);
    onJoined();
  });
  if (!classes) return null;
  const inClass = classes.length > 0;
  const showForm = !inClass || open;
  const title = t(inClass ? 'home.child.myClass' : 'home.child.joinTitle');
  return (
    <section className="child-join" data-testid="child-join" aria-labelledby="child-join-title">
      <div className="child-section-head">
        <StepIcon name="class" size={40} />
        <h2 id="child-join-title">{title}</h2>
        <SpeakButton text={showForm ? t('home.child.joinSay') : title} />
      </div>
      {inClass && (
        <ul className="child-classes" data-testid="my-classes">
          {classes.map((c) => (
            <li key={c.id}>
              <b>{c.name}</b> · {c.teacherName}
            </li>
          ))}
        </ul>
      )}
      {showForm ? (
        <form className="child-join-form" onSubmit={(e) => void submit({ code })(e)} noValidate>
          <Field label={t('home.child.joinCode')} error={errors.code}>
            {/* Letters and digits: the text keyboard with capitals on, no autocorrect of a code. */}
            <input
              name="classCode"
              className="child-code-input"
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              inputMode="text"
              autoCapitalize="characters"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="go"
              maxLength={CLASS_PERSONAL_CODE_LENGTH + 4}
            />
          </Field>
          <button type="submit" className="button">
            {t('home.child.joinButton')}
          </button>
        </form>
      ) : (
        <button type="button" className="button ghost" onClick={() => setOpen(true)}>
          {t('home.child.joinAnother')}
        </button>
      )}
    </section>
  );
}
