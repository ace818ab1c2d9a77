import { useEffect, useRef, useState } from 'react';

// A panel that opens from a button (user menu, notifications, create menu): it closes on Escape
// (focus back on the button), on a click elsewhere, and when focus leaves it. When the panel is
// shown in a dialog instead (a bottom sheet on phones), `dismissible` is false: the dialog decides.
export function usePopover<P extends HTMLElement = HTMLDivElement>(dismissible = true) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<P>(null);

  useEffect(() => {
    if (!open || !dismissible) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node &&
      (panelRef.current?.contains(target) || triggerRef.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, dismissible]);

  return { open, setOpen, triggerRef, panelRef };
}
