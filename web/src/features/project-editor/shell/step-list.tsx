/**
 * The wizard's step list (steps move with previous/next and by clicking a step [WIZ-1]): each
 * step is a button named by what it shows ("Step 3 PV array"), reachable by Tab. A step that
 * cannot be opened yet stays in the tab order, marked unavailable, so a screen reader hears the
 * whole list; the current one says so (aria-current).
 */
import { useTranslation } from 'react-i18next';
import './step-list.css';

interface StepListProps {
  titles: readonly string[];
  index: number;
  /** The steps the user has been on (drawn as done). */
  farthest: number;
  reachable(index: number): boolean;
  onOpen(index: number): void;
}

export function StepList({ titles, index, farthest, reachable, onOpen }: StepListProps) {
  const { t } = useTranslation('editor');
  return (
    <nav aria-label={t('wizard.navigation')}>
      <ol className="pvd-steps">
        {titles.map((title, at) => {
          const current = at === index;
          const open = !current && reachable(at);
          return (
            <li
              key={title}
              className="pvd-steps__item"
              data-state={current ? 'current' : at <= farthest ? 'done' : 'ahead'}
            >
              <span className="pvd-steps__marker" aria-hidden="true" />
              <button
                type="button"
                className="pvd-steps__button"
                aria-current={current ? 'step' : undefined}
                aria-disabled={!current && !open ? true : undefined}
                onClick={() => open && onOpen(at)}
              >
                <span className="pvd-steps__number">{t('wizard.stepNumber', { n: at + 1 })}</span>{' '}
                <span className="pvd-steps__title">{title}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
