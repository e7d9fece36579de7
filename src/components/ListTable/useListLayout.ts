import { useState } from 'react';

export type Density = 'large' | 'middle' | 'small';

interface ListLayout {
  density: Density;
  /** Keys of the columns the user hid. */
  hidden: string[];
}

function read(key: string, density: Density): ListLayout {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null');
    return {
      density: ['large', 'middle', 'small'].includes(saved?.density) ? saved.density : density,
      hidden: Array.isArray(saved?.hidden) ? saved.hidden.filter((k: unknown) => typeof k === 'string') : [],
    };
  } catch {
    // A value another version wrote, or storage refused: the list as it comes.
    return { density, hidden: [] };
  }
}

/**
 * A list's density and hidden columns, as the user last set them on this browser (per list):
 * someone who hides the ID column on the employee list finds it hidden next time. `density`:
 * the list's own until the user picks another.
 */
export function useListLayout(name: string, density: Density = 'large') {
  const key = `list-layout:${name}`;
  const [layout, setLayout] = useState(() => read(key, density));
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
