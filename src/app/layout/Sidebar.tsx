import { useLingui } from '@lingui/react/macro';
import { SECTIONS } from '../sections.ts';

/**
 * The timeline of the six sections: done, current (aria-current="step") and to come. A list, not
 * links: the journey decides where one may go, the Back button goes back.
 */
export function Sidebar({ current }: { current: number }) {
  const { i18n, t } = useLingui();
  return (
    <nav className="sidebar" aria-label={t`Postup hlásenia`}>
      <ol className="timeline">
        {SECTIONS.map((section) => {
          const state = section.number < current ? 'done' : section.number === current ? 'current' : 'todo';
          return (
            <li
              key={section.number}
              className={`timeline__step timeline__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="timeline__number" aria-hidden="true">
                {state === 'done' ? '✓' : section.number}
              </span>
              <span className="timeline__title">{i18n._(section.title)}</span>
              {state === 'done' && <span className="visually-hidden">{t`(dokončené)`}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
