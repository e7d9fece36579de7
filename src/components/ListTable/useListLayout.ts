import { useState } from 'react';

export type Density = 'large' | 'middle' | 'small';

interface ListLayout {
  density: Density;
  /** Keys of the columns the user hid. */
  hidden: string[];
}

const DEFAULT: ListLayout = { density: 'large', hidden: [] };

function read(key: string): ListLayout {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null');
    return {
      density: ['large', 'middle', 'small'].includes(saved?.density) ? saved.density : DEFAULT.density,
      hidden: Array.isArray(saved?.hidden) ? saved.hidden.filter((k: unknown) => typeof k === 'string') : [],
    };
  } catch {
    // A value another version wrote, or storage refused: the list as it comes.
    return DEFAULT;
  }
}

/**
 * A list's density and hidden columns, as the user last set them on this browser (per list):
 * someone who hides the ID column on the employee list finds it hidden next time.
 */
export function useListLayout(name: string) {
  const key = `list-layout:${name}`;
  const [layout, setLayout] = useState(() => read(key));
  const change = (next: Partial<ListLayout>) => {
    const merged = { ...layout, ...next };
    setLayout(merged);
    try {
      localStorage.setItem(key, JSON.stringify(merged));
    } catch {
      // Private browsing may refuse storage: the choice holds for this visit.
    }
  };
  return {
    density: layout.density,
    hidden: new Set(layout.hidden),
    setDensity: (density: Density) => change({ density }),
    setHidden: (hidden: Set<string>) => change({ hidden: [...hidden] }),
  };
}
