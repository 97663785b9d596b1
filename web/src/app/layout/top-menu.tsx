/**
 * A menu button of the header (the language and the account): the trigger says what it holds,
 * the menu opens under it. Keyboard as the WAI-ARIA menu button pattern: Enter, Space or the down
 * arrow open it on its first item, the up arrow on its last; the arrows, Home and End move
 * between items; Enter or Space choose one; Escape closes and gives the focus back to the trigger;
 * Tab or a click elsewhere closes it.
 */
import Icon, { type IconProps } from '@cloudscape-design/components/icon';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

export interface TopMenuItem {
  id: string;
  text: string;
  /** The language of the item's text, when it differs from the page's. */
  lang?: string;
}

interface TopMenuProps {
  icon: IconProps.Name;
  text: string;
  /** A line above the items (the account's role). */
  description?: string;
  ariaLabel: string;
  items: readonly TopMenuItem[];
  onItemClick(id: string): void;
}

export function TopMenu({ icon, text, description, ariaLabel, items, onItemClick }: TopMenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  const choose = (id: string) => {
    close(true);
    onItemClick(id);
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setActive(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="pvd-top-menu" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="pvd-top-bar__button"
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKey}
      >
        <Icon name={icon} />
        <span className="pvd-top-bar__label">{text}</span>
        <Icon name={open ? 'caret-up-filled' : 'caret-down-filled'} />
      </button>
      {open && (
        <div className="pvd-top-menu__popup">
          {description && (
            <div className="pvd-top-menu__description" aria-hidden="true">
              {description}
            </div>
          )}
          <div
            id={menuId}
            role="menu"
            aria-label={ariaLabel}
            className="pvd-top-menu__list"
            onKeyDown={onMenuKey}
          >
            {items.map((item, index) => (
              <button
                key={item.id}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                lang={item.lang}
                tabIndex={index === active ? 0 : -1}
                className="pvd-top-menu__item"
                onClick={() => choose(item.id)}
                onMouseEnter={() => setActive(index)}
              >
                {item.text}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
