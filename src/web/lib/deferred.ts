import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactElement } from "react";

/** A component whose code is fetched on demand, once for the whole page. */
export interface Deferred<P> {
  load(): Promise<ComponentType<P>>;
  /** The component, once loaded. */
  current(): ComponentType<P> | undefined;
}

export function deferred<P>(importer: () => Promise<ComponentType<P>>): Deferred<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  return {
    load: () => {
      loading ??= importer().then(
        (component) => (loaded = component),
        (error: unknown) => {
          // A failed fetch (offline, a new deploy) is tried again at the next intent.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
  };
}

/**
 * For a menu whose code stays out of the entry chunk: a plain button stands in for its trigger
 * and fetches the code when the pointer comes over it, it takes focus, or it is pressed. A press
 * (or Enter) before the code has arrived opens the menu once it has; focus moves to the real
 * trigger, so a keyboard user keeps their place.
 */
export function useDeferredMenu<P>(menu: Deferred<P>) {
  const [Component, setComponent] = useState(() => menu.current());
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focusOnLoad, setFocusOnLoad] = useState(false);
  const start = useCallback(() => {
    menu.load().then(
      (component) => setComponent(() => component),
      () => setOpenOnLoad(false),
    );
  }, [menu]);
  const open = () => {
    setOpenOnLoad(true);
    start();
  };
  const placeholderProps = {
    "aria-haspopup": "menu" as const,
    "aria-expanded": false,
    onPointerEnter: start,
    onFocus: () => {
      setFocusOnLoad(true);
      start();
    },
    onBlur: () => setFocusOnLoad(false),
    // Radix opens its menus on pointer down: so does the stand-in. Were it to wait for the click,
    // code arriving between press and release would swap the button under the pointer and the
    // click would be lost. The click is still heard for Enter and Space.
    onPointerDown: open,
    onClick: open,
  };
  return { Component, openOnLoad, focusOnLoad, placeholderProps };
}

/** What a deferred menu's code receives from its stand-in. */
export interface DeferredMenuProps {
  /** The trigger button, as the stand-in drew it. */
  trigger: ReactElement;
  /** Clicked before the code arrived: open at once. */
  defaultOpen: boolean;
  /** Focused before the code arrived: the real trigger takes the focus. */
  focusTrigger: boolean;
}

/** A ref for the real trigger that focuses it on mount when asked to (and the menu is not opening). */
export function useTriggerFocus<T extends HTMLElement>({ defaultOpen, focusTrigger }: Pick<DeferredMenuProps, "defaultOpen" | "focusTrigger">) {
  const ref = useRef<T>(null);
  const focus = useRef(focusTrigger && !defaultOpen);
  useEffect(() => {
    if (focus.current) ref.current?.focus();
  }, []);
  return ref;
}
