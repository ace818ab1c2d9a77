import { useId, useRef, useState, type ReactElement } from 'react';
import { createPortal } from 'react-dom';

interface TooltipProps {
  text: string;
  // Receives the id of the tooltip's text, for aria-describedby; null when the text only
  // repeats the control's own name (e.g. the label of a collapsed sidebar item).
  children: (describedBy: string | undefined) => ReactElement;
  describes?: boolean;
}

interface Position {
  left: number;
  top: number;
}

// A tooltip beside its control, shown on hover and keyboard focus, dismissed with Escape. It is
// fixed to the viewport so that a scrolling container (the sidebar) cannot clip it.
export function Tooltip({ text, children, describes = true }: TooltipProps) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const [position, setPosition] = useState<Position | null>(null);

  function show() {
    const rect = anchor.current?.getBoundingClientRect();
    if (rect) setPosition({ left: rect.right + 8, top: rect.top + rect.height / 2 });
  }

  const hide = () => setPosition(null);

  // Always in the document, so that the control's description is there before it is shown.
  const bubble = createPortal(
    <span
      id={describes ? id : undefined}
      role={describes ? 'tooltip' : undefined}
      aria-hidden={describes ? undefined : true}
      hidden={position === null}
      style={position ?? undefined}
      className="pointer-events-none fixed z-[60] -translate-y-1/2 rounded-md bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow-lg dark:bg-slate-700"
    >
      {text}
    </span>,
    document.body,
  );

  return (
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- the wrapped control's focus and Escape show and hide its tooltip (WCAG 1.4.13)
    <span
      ref={anchor}
      className="block"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && position) {
          event.stopPropagation();
          hide();
        }
      }}
    >
      {children(describes ? id : undefined)}
      {bubble}
    </span>
  );
}
