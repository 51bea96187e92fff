// The slide-in menu of small screens (spec part 1 §2 header), with the account menu's entries written out. A native modal
// <dialog>: the browser keeps the focus inside it, Escape closes it, and no dialog library loads. Loaded when it is
// first opened.
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { TOOL_PAGES } from '@careerkit/web/layout/theme';
import { useEffect, useId, useRef } from 'react';
import { Link } from '@careerkit/web/router';
import { ButtonLink } from '@careerkit/web/layout/button-link';
import { SvgIcon } from '@careerkit/web/layout/svg-icon';
import type { MenuEntry } from './menu-button';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  /** The signed-in user's name, and the header's account menu (null when signed out). */
  account: { username: string; entries: MenuEntry[] } | null;
  allowRegistrations: boolean;
}

export function MobileMenu({ open, onClose, account, allowRegistrations }: MobileMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="ck-drawer"
      aria-labelledby={titleId}
      onClose={onClose}
      // A press on the backdrop (the dialog element itself, outside its panel) closes it.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="ck-drawer-panel">
        <div className="ck-drawer-title">
          <h2 id={titleId}>CareerKit</h2>
          <button type="button" className="ck-button ck-button-text" aria-label="Close" onClick={onClose}>
            <SvgIcon icon={CloseOutlined} />
          </button>
        </div>
        {/* Any link or button chosen closes the menu. */}
        <div className="ck-drawer-links" onClick={(event) => (event.target as HTMLElement).closest('a, button') && onClose()}>
          {TOOL_PAGES.map((tool) => <Link key={tool.path} to={tool.path}>{tool.name}</Link>)}
          <Link to="/demo">How It Works</Link>
          <Link to="/pricing">Pricing</Link>
          <Link to="/contact">Contact</Link>
          <hr />
          {account ? (
            <>
              <strong>{account.username}</strong>
              {account.entries.map((entry) =>
                entry.to ? (
                  <Link key={entry.key} to={entry.to}>{entry.label}</Link>
                ) : (
                  <button key={entry.key} type="button" className="ck-button" onClick={entry.onSelect}>{entry.label}</button>
                ),
              )}
            </>
          ) : (
            <>
              <Link to="/login">Sign In</Link>
              {allowRegistrations && <ButtonLink to="/register" primary block>Get Started</ButtonLink>}
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
