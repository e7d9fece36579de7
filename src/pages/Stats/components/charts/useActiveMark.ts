import { useState } from 'react';

/**
 * Which mark of a chart (a bar, a group of columns, a slice) the pointer is on or the keyboard
 * has focused, for its tooltip; `markEvents(index)` goes on each mark.
 */
export function useActiveMark() {
  const [active, setActive] = useState<number | null>(null);
  const hide = () => setActive(null);
  const markEvents = (index: number) => {
    const show = () => setActive(index);
    return { onMouseEnter: show, onMouseLeave: hide, onFocus: show, onBlur: hide };
  };
  return { active, markEvents };
}
