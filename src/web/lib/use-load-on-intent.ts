// Loads a module the first time the user reaches for a control (the pointer over it, the focus on
// it, a press), so what a first screen only might open, such as its menus, stays out of the scripts
// that screen loads (issue 24). Until the module arrives the control renders a plain stand-in that
// spreads `intent`; the real control then opens if the stand-in was pressed and takes the focus if
// the stand-in had it.
import { useCallback, useState } from 'react';

export interface LoadOnIntent<T> {
  /** The module, once loaded. */
  loaded: T | null;
  /** The stand-in was pressed before the module arrived: the real control opens at once. */
  pressed: boolean;
  /** The stand-in has the focus: the real control takes it. */
  focused: boolean;
  /** Spread on the stand-in. */
  intent: {
    onPointerEnter: () => void;
    onPointerDown: () => void;
    onClick: () => void;
    onFocus: () => void;
    onBlur: () => void;
  };
}

/** Modules already loaded, by their loader: a control mounted later renders the real one at once. */
const loadedModules = new Map<() => Promise<unknown>, unknown>();

export function useLoadOnIntent<T>(load: () => Promise<T>): LoadOnIntent<T> {
  const [loaded, setLoaded] = useState<T | null>(() => (loadedModules.get(load) as T | undefined) ?? null);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  // A module another control loaded already resolves at once.
  const start = useCallback(() => {
    void load().then((module) => {
      loadedModules.set(load, module);
      setLoaded(() => module);
    });
  }, [load]);
  const press = () => {
    setPressed(true);
    start();
  };
  return {
    loaded,
    pressed,
    focused,
    intent: {
      onPointerEnter: start,
      onPointerDown: press,
      onClick: press,
      onFocus: () => {
        setFocused(true);
        start();
      },
      onBlur: () => setFocused(false),
    },
  };
}
