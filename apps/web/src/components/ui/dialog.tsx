import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { MODAL_TRANSITION_MS } from '@back-office/domain/constants';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: string;
  description?: string;
  // Without onClose the dialog cannot be dismissed: no close button, Escape and the backdrop do
  // nothing, as the business selection opened from sign-in requires.
  onClose?: () => void;
  closeLabel?: string;
  children: ReactNode;
  footer?: ReactNode;
  // 'drawer' is a full-height panel at the left edge (the sidebar on phones), `width` px wide.
  variant?: 'dialog' | 'drawer';
  width?: number;
  // A dialog of a long form (a lesson with its quiz): wider than the usual one from tablet up;
  // 'lines' for a form of document lines, whose fields sit side by side.
  wide?: boolean | 'lines';
}

const LAYOUTS = {
  dialog: {
    backdrop: 'items-end justify-center sm:items-center sm:p-4',
    panel: 'max-h-[90vh] w-full rounded-t-2xl sm:rounded-2xl',
    animation: 'dialog-in',
  },
  drawer: {
    backdrop: 'items-stretch justify-start',
    panel: 'h-full max-w-full',
    animation: 'drawer-in',
  },
} as const;

// A modal dialog: focus moves in and stays in, and returns to where it was on close. On phones
// it sits at the bottom of the screen like a sheet.
export function Dialog({
  title,
  description,
  onClose,
  closeLabel,
  children,
  footer,
  variant = 'dialog',
  width,
  wide = false,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  // A body that scrolls must be reachable by keyboard, or its end cannot be read without a mouse.
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      setScrolls(element.scrollHeight > element.clientHeight),
    );
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      panel.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeRef.current?.();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      role="presentation"
      className={`fixed inset-0 z-50 flex bg-slate-950/60 ${LAYOUTS[variant].backdrop}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) closeRef.current?.();
      }}
    >
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- a modal dialog keeps Tab inside and closes on Escape */}
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        style={{
          width,
          animation: `${LAYOUTS[variant].animation} ${MODAL_TRANSITION_MS}ms ease-out`,
        }}
        className={`flex flex-col bg-white shadow-xl outline-none dark:bg-slate-900 dark:ring-1 dark:ring-slate-800 ${LAYOUTS[variant].panel} ${
          variant === 'drawer'
            ? ''
            : wide === 'lines'
              ? 'sm:max-w-5xl'
              : wide
                ? 'sm:max-w-2xl'
                : 'sm:max-w-md'
        }`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 pt-5 pb-4 dark:border-slate-800">
          <div>
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {description}
              </p>
            )}
          </div>
          {onClose && (
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          )}
        </div>
        <div
          ref={body}
          // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a body that scrolls must be reachable by keyboard to scroll it
          tabIndex={scrolls ? 0 : undefined}
          className="min-h-0 flex-1 overflow-y-auto px-5 py-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600"
        >
          {children}
        </div>
        {footer && (
          <div className="border-t border-slate-200 px-5 py-3 dark:border-slate-800">{footer}</div>
        )}
      </div>
    </div>,
    document.body,
  );
}
