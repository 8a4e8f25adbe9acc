import { useCallback, useState } from 'react';

/**
 * State that the caller may own (`value` + `onChange`) or leave to the component (`defaultValue`).
 * Controlled is decided by `value !== undefined`, like native inputs.
 */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : inner, set];
}
