// A menu button in plain markup (the WAI-ARIA "menu button" pattern): Enter, Space or the arrows open it from the
// keyboard, the arrows, Home and End move through it, Escape closes it and gives the focus back; a mouse may open it
// by hovering. The header is on every first load, and antd's Dropdown would bring its Menu, Trigger and motion code.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '@careerkit/web/router';

export interface MenuEntry {
  key: string;
  label: ReactNode;
  /** A link when set, else an action. */
  to?: string;
  onSelect?: () => void;
  /** A separator line above this entry. */
  separated?: boolean;
}

export function MenuButton({ label, items, openOnHover = false, buttonClassName, align = 'start' }: { label: ReactNode; items: MenuEntry[]; openOnHover?: boolean; buttonClassName: string; align?: 'start' | 'end' }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hoverClose = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Which item takes the focus once the menu is drawn: 'first', 'last', or none (opened by the mouse).
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const entries = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const openWith = (focus: 'first' | 'last' | null) => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    const all = entries();
    if (focusOnOpen.current) (focusOnOpen.current === 'first' ? all[0] : all[all.length - 1])?.focus();
    focusOnOpen.current = null;
    // A press anywhere outside closes it.
    const outside = (event: PointerEvent) => root.current?.contains(event.target as Node) || setOpen(false);
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  useEffect(() => () => clearTimeout(hoverClose.current), []);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close(true);
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const target: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    if (event.key in target) {
      event.preventDefault();
      all[(target[event.key] + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === ' ' && at >= 0) {
      // Space chooses a link as Enter does (a link does not react to Space by itself).
      event.preventDefault();
      all[at].click();
    }
  };
  const choose = (entry: MenuEntry) => {
    close(false);
    entry.onSelect?.();
  };

  const hover = openOnHover
    ? {
        onPointerEnter: (event: React.PointerEvent) => {
          if (event.pointerType !== 'mouse') return;
          clearTimeout(hoverClose.current);
          openWith(null);
        },
        onPointerLeave: (event: React.PointerEvent) => {
          if (event.pointerType === 'mouse') hoverClose.current = setTimeout(() => setOpen(false), 150);
        },
      }
    : {};

  return (
    <div ref={root} className="ck-menu" {...hover}>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // A click from the keyboard (Enter, Space: detail 0) puts the focus in the menu; a mouse click does not.
        onClick={(event) => (open ? close(false) : openWith(event.detail === 0 ? 'first' : null))}
        onKeyDown={onButtonKey}
      >
        {label}
      </button>
      {open && (
        <ul id={menuId} role="menu" className={`ck-menu-list ck-menu-${align}`} onKeyDown={onMenuKey}>
          {items.map((entry) => (
            <li key={entry.key} role="none" className={entry.separated ? 'ck-menu-separated' : undefined}>
              {entry.to ? (
                <Link role="menuitem" tabIndex={-1} to={entry.to} onClick={() => choose(entry)}>
                  {entry.label}
                </Link>
              ) : (
                <button type="button" role="menuitem" tabIndex={-1} onClick={() => choose(entry)}>
                  {entry.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
